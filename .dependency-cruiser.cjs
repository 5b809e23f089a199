// Run by `npm run lint` after ESLint: no import cycles anywhere in src/. Type-only imports are erased at build time
// and may point back (a view descriptor names its session's type), so a cycle needs a runtime import at every step.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle in src/: break it by moving the shared piece into a leaf module both sides import.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.d\\.ts$' },
  },
};
