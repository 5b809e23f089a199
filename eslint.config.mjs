// The layering rules of CONTRIBUTING.md (Layering), checked on every `npm run lint` and by scripts/test.sh:
// src/core (the domain) and src/protocol (shared with the webviews) know nothing of VS Code, Node or the DOM;
// the webviews never reach into the extension host; the CLI and src/node (Node helpers of both adapters) know
// nothing of VS Code; the item model (src/core/item) lies below tolerance, lint and diagnose. Import cycles in src/ are dependency-cruiser's check
// (.dependency-cruiser.cjs), which `npm run lint` runs after ESLint.
import { builtinModules } from 'node:module';
import tseslint from 'typescript-eslint';

const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_'));

const domGlobals = ['window', 'document', 'navigator', 'location', 'HTMLElement', 'Element', 'customElements', 'localStorage', 'acquireVsCodeApi'].map(
  (name) => ({ name, message: 'src/core and src/protocol run in Node, the CLI and the webviews alike: no DOM here.' }),
);

/** `no-restricted-imports` options: `vscode` and Node's built-ins refused with `why`, plus other layers' folders. */
function restrictedImports(layer, why, folders) {
  return [
    'error',
    {
      // Built-ins by exact name (a pattern such as `path` would also match a module named ./path).
      paths: [
        { name: 'vscode', message: `${layer} must not import vscode: ${why}` },
        ...nodeBuiltins.map((name) => ({ name, message: `${layer} must not import Node built-ins: ${why}` })),
      ],
      patterns: [
        { group: ['node:*'], message: `${layer} must not import Node built-ins: ${why}` },
        ...folders.map(([folder, reason]) => ({ group: [`**/${folder}`, `**/${folder}/**`], message: `${layer} must not import ${folder}/: ${reason}` })),
      ],
    },
  ];
}

/** `no-restricted-imports` options of a Node adapter (the CLI, src/node): `vscode` refused with `why`, plus other layers' folders. */
function adapterImports(layer, why, folders) {
  return [
    'error',
    {
      paths: [{ name: 'vscode', message: `${layer} must not import vscode: ${why}` }],
      patterns: folders.map(([folder, reason]) => ({ group: [`**/${folder}`, `**/${folder}/**`], message: `${layer} must not import ${folder}/: ${reason}` })),
    },
  ];
}

/** The folders src/core may not import, and why. */
const CORE_FOLDERS = [
  ['extension', 'the domain does not depend on its adapters'],
  ['cli', 'the domain does not depend on its adapters'],
  ['node', 'the domain does not depend on its adapters'],
  ['protocol', 'the domain does not know the webview messages'],
  ['webview', 'the domain does not depend on the UI'],
];

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', '.tmp/**', '.vscode-test/**', 'test/fixtures/**'] },
  {
    files: ['**/*.ts', '**/*.mjs'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    // A promise nobody awaits loses its error: await it, `void` it with the reason, or catch and log.
    files: ['src/**/*.ts', 'webview/**/*.ts', 'test/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        // node:test's test() and describe() return promises that its runner awaits.
        { checkThenables: true, allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['test', 'describe', 'it', 'suite', 'before', 'after', 'beforeEach', 'afterEach'] }] },
      ],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictedImports('src/core', 'the domain knows nothing of VS Code and also runs in the webviews and the CLI.', CORE_FOLDERS),
      'no-restricted-globals': ['error', ...domGlobals],
    },
  },
  {
    files: ['src/protocol/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictedImports('src/protocol', 'the messages are shared by the extension host and the webviews.', [
        ['extension', 'the webviews import the protocol'],
        ['cli', 'the webviews import the protocol'],
        ['webview', 'the extension host imports the protocol'],
      ]),
      'no-restricted-globals': ['error', ...domGlobals],
    },
  },
  {
    files: ['src/cli/**/*.ts'],
    rules: {
      'no-restricted-imports': adapterImports('src/cli', 'the CLI runs in a terminal, without VS Code or a browser.', [
        ['extension', 'it runs in the VS Code extension host; move what both need to src/core or src/node'],
        ['webview', 'it runs in a browser sandbox'],
      ]),
    },
  },
  {
    files: ['src/node/**/*.ts'],
    rules: {
      'no-restricted-imports': adapterImports('src/node', 'Node helpers shared by the CLI and the extension host.', [
        ['extension', 'the extension host imports src/node, not the other way round'],
        ['cli', 'the CLI imports src/node, not the other way round'],
        ['webview', 'it runs in a browser sandbox'],
      ]),
    },
  },
  {
    // The item model sits below the checks that read it: tolerance, lint, and the diagnosis built on both.
    files: ['src/core/item/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictedImports('src/core', 'the domain knows nothing of VS Code and also runs in the webviews and the CLI.', [
        ...CORE_FOLDERS,
        ['diagnose', 'the item model lies below the diagnosis, which reads it'],
        ['lint', 'the item model lies below the linter, which reads it'],
        ['tolerance', 'the item model lies below the tolerance engine, which reads it'],
      ]),
    },
  },
  {
    files: ['webview/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictedImports('webview/', 'a webview runs in a browser sandbox and talks to the host only through src/protocol.', [
        ['src/extension', 'it runs in the extension host; send a request of src/protocol instead'],
        ['src/cli', 'it runs in Node'],
      ]),
    },
  },
  {
    // A test waits for the state it needs (test/poll.ts: waitFor), never a fixed time: CI runs on a loaded 2-core machine.
    // A wait that proves nothing arrives is poll.ts's quietPeriod, named and at most 500 ms.
    files: ['test/integration/**/*.ts', 'test/e2e/**/*.ts', 'test/webview/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='setTimeout']", message: 'Wait for the state with waitFor (test/poll.ts), or name a quietPeriod.' },
        { selector: "CallExpression[callee.property.name='waitForTimeout']", message: 'Wait for the state with waitFor (test/poll.ts) or a locator, not a fixed time.' },
      ],
    },
  },
);
