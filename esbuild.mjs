// One build for everything: the extension and CLI (Node, CJS), the webviews (browser, ESM)
// and the test and script bundles (Node, CJS, under out/). `--production` minifies and skips tests; `--watch` rebuilds.
import * as esbuild from 'esbuild';
import { globSync, existsSync, copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateSchemaValidators } from './scripts/schemaValidators.mjs';
import { editorSchema } from './scripts/editorSchema.mts';
import { thirdPartyNotices } from './scripts/thirdPartyNotices.mts';
import { generateTriggerLiterals } from './scripts/generateTriggerLiterals.mts';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');
generateSchemaValidators();
await generateTriggerLiterals();

/** Prints errors in the `file:line:col: error: text` form VS Code's problem matchers read. */
const problemReporter = {
  name: 'problem-reporter',
  setup(build) {
    build.onEnd((result) => {
      for (const { text, location } of result.errors) {
        console.error(`✘ [ERROR] ${text}`);
        if (location) console.error(`    ${location.file}:${location.line}:${location.column}:`);
      }
    });
  },
};

const common = {
  bundle: true,
  // jsonc-parser's "main" is a UMD build esbuild cannot follow; its ESM build bundles cleanly.
  mainFields: ['module', 'main'],
  sourcemap: production ? false : 'linked',
  minify: production,
  logLevel: 'warning',
  plugins: [problemReporter],
  legalComments: 'none',
};

/** Files the webviews load beside their bundles (their localResourceRoots are dist/ and media/ only). */
const webviewAssets = {
  'node_modules/@vscode/codicons/dist/codicon.css': 'dist/webview/codicons/codicon.css',
  'node_modules/@vscode/codicons/dist/codicon.ttf': 'dist/webview/codicons/codicon.ttf',
};
for (const [from, to] of Object.entries(webviewAssets)) {
  mkdirSync(path.dirname(to), { recursive: true });
  copyFileSync(from, to);
}

// The item schema for the JSON text editor's completion and hover (package.json `jsonValidation`).
mkdirSync('dist/schemas', { recursive: true });
writeFileSync('dist/schemas/item.editor.schema.json', JSON.stringify(editorSchema(JSON.parse(readFileSync('schemas/item.schema.json', 'utf8')))));

/** `<folder>/<view>/main.ts` → `<view>`: a view's bundle is named after its folder. */
const viewEntries = (pattern) => globSync(pattern).map((file) => ({ in: file, out: path.basename(path.dirname(file)) }));
const webviewEntries = viewEntries('webview/*/main.ts');
/**
 * Views whose page holds them as HTML (a `prerender.ts`): the page runs their bundle from its text, posted to it by the
 * host, as an inline script (see `webviewHtml`), so it is a classic script (IIFE), not a module.
 */
const prerenderedViews = new Set(viewEntries('webview/*/prerender.ts').map((entry) => entry.out));
const [classicEntries, moduleEntries] = [true, false].map((classic) => webviewEntries.filter((entry) => prerenderedViews.has(entry.out) === classic));

const contexts = [
  {
    ...common,
    entryPoints: { extension: 'src/extension/extension.ts', cli: 'src/cli/launcher.ts', finbench: 'src/cli/bin.ts', validateWorker: 'src/cli/validateWorker.ts', scanWorker: 'src/extension/scan/scanWorker.ts', scanProcess: 'src/extension/scan/scanProcess.ts' },
    outdir: 'dist',
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['vscode'],
  },
  ...(moduleEntries.length ? [webviewContext(moduleEntries, 'dist/webview')] : []),
  ...(classicEntries.length ? [{ ...webviewContext(classicEntries, 'dist/webview'), format: 'iife' }] : []),
  // A view's form as HTML for its page, run by the extension host as it writes the page (webview/<view>/prerender.ts).
  {
    ...common,
    entryPoints: viewEntries('webview/*/prerender.ts'),
    outdir: 'dist/prerender',
    sourcemap: false,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
  },
];

/** Webview bundles: browser, ESM. */
function webviewContext(entryPoints, outdir) {
  return {
    ...common,
    entryPoints,
    outdir,
    // Inline in development: dist/webview/ is packaged as a whole, and must never hold .map files.
    sourcemap: production ? false : 'inline',
    platform: 'browser',
    format: 'esm',
    target: 'chrome120',
  };
}

if (!production) {
  const entries = globSync('{test/{unit,integration,webview,e2e,runners}/**/*.ts,scripts/*.ts}').filter((f) => !f.endsWith('.d.ts'));
  contexts.push({
    ...common,
    entryPoints: entries,
    outdir: 'out',
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // mocha and the vscode API come from the running host / node_modules, not the bundle.
    external: ['vscode', 'mocha', 'playwright-core', 'fast-check', '@vscode/test-electron', 'eslint', 'esbuild'],
  });
  // Views that exist only for the tests (test/views/<view>/main.ts → out/views/<view>.js).
  contexts.push(webviewContext(viewEntries('test/views/*/main.ts'), 'out/views'));
}

const built = await Promise.all(contexts.map((options) => esbuild.context({ ...options, metafile: options.outdir.startsWith('dist') })));
if (watch) {
  await Promise.all(built.map((ctx) => ctx.watch()));
  console.log('[esbuild] watching…');
} else {
  const results = await Promise.allSettled(built.map((ctx) => ctx.rebuild()));
  await Promise.all(built.map((ctx) => ctx.dispose()));
  if (results.some((r) => r.status === 'rejected')) process.exit(1);
  if (!existsSync('dist/extension.js')) process.exit(1);
  writeNotices(results.map((r) => r.value.metafile).filter(Boolean));
}

/** dist/THIRD-PARTY-NOTICES.txt: the licences of what the packaged bundles and assets hold (the test bundles are not packaged). */
function writeNotices(metafiles) {
  const read = [...metafiles.flatMap((metafile) => Object.keys(metafile.inputs)), ...Object.keys(webviewAssets)];
  const opencc = { title: "OpenCC's TSCharacters table (the linter's table of Traditional characters is drawn from it)", source: 'https://github.com/BYVoid/OpenCC', licence: 'src/core/lint/data/OpenCC-LICENSE.txt' };
  writeFileSync('dist/THIRD-PARTY-NOTICES.txt', thirdPartyNotices('.', read, [opencc]));
}
