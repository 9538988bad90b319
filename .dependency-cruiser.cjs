/** Layer rules of ARCHITECTURE.md, checked inside `npm test` (via `npm run lint`). */
module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      comment:
        'src/core imports nothing from ui, adapters, the composition root, React, Firebase or wouter.',
      severity: 'error',
      from: { path: '^src/core' },
      to: {
        path: [
          '^src/ui',
          '^src/adapters',
          '^src/container',
          'node_modules/(react|react-dom|wouter|firebase|@firebase|mobx-react-lite)/',
        ],
      },
    },
    {
      name: 'ui-never-names-adapters',
      severity: 'error',
      from: { path: '^src/ui' },
      to: { path: '^src/adapters' },
    },
    {
      name: 'only-the-root-names-adapters',
      comment: 'Adapter families are loaded by src/container.ts only.',
      severity: 'error',
      from: { path: '^src', pathNot: ['^src/adapters', '^src/container\\.ts$'] },
      to: { path: '^src/adapters' },
    },
    {
      name: 'backend-rules-know-no-vendor',
      comment: 'functions/src/services and ports hold the rules once, with no Firebase imports.',
      severity: 'error',
      from: { path: '^functions/src/(services|ports|contract)' },
      to: {
        path: [
          'node_modules/(firebase|firebase-admin|firebase-functions|@firebase)/',
          '^functions/src/adapters',
          '^src/',
        ],
      },
    },
    {
      name: 'fake-stays-out-of-firebase',
      severity: 'error',
      from: { path: '^src/adapters/firebase' },
      to: { path: '^src/adapters/fake' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
