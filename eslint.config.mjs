// The layering rules of CONTRIBUTING.md (Layering), checked on every `npm run lint` and by scripts/test.sh:
// src/core (the domain) and src/protocol (shared with the webviews) know nothing of VS Code, Node or the DOM;
// the webviews never reach into the extension host. Import cycles in src/ are dependency-cruiser's check
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

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', '.tmp/**', '.vscode-test/**', 'test/fixtures/**'] },
  {
    files: ['**/*.ts', '**/*.mjs'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictedImports('src/core', 'the domain knows nothing of VS Code and also runs in the webviews and the CLI.', [
        ['extension', 'the domain does not depend on its adapters'],
        ['cli', 'the domain does not depend on its adapters'],
        ['protocol', 'the domain does not know the webview messages'],
        ['webview', 'the domain does not depend on the UI'],
      ]),
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
    files: ['webview/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictedImports('webview/', 'a webview runs in a browser sandbox and talks to the host only through src/protocol.', [
        ['src/extension', 'it runs in the extension host; send a request of src/protocol instead'],
        ['src/cli', 'it runs in Node'],
      ]),
    },
  },
);
