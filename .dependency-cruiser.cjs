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
      from: { path: '^functions/src/(services|ports|domain)' },
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
    {
      name: 'scheme-stands-alone',
      comment:
        'packages/scheme is what the app and the backend share: it imports neither of them, nor any package but yup.',
      severity: 'error',
      from: { path: '^packages/scheme' },
      to: { path: ['^src/', '^functions/', '^tests/', 'node_modules/(?!yup/)'] },
    },
    {
      name: 'app-never-reaches-into-the-backend',
      comment:
        'The app shares the scheme through @met/scheme. Only the fake world runs the backend, and only through its entry met-rewards-functions/in-memory (functions/src/inMemory.ts).',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^functions/', pathNot: '^functions/src/inMemory\\.ts$' },
    },
    {
      name: 'only-the-fake-world-runs-the-backend',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/adapters/fake/' },
      to: { path: '^functions/' },
    },
    {
      name: 'ui-has-no-wire-types',
      comment:
        'Views show the core models; the wire contract (@met/scheme/contract) stops at the ports and adapters.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^packages/scheme/src/contract/' },
    },
    {
      name: 'stores-hold-models',
      comment:
        'Stores hold the core models (src/core/models); use cases map each wire answer with models/fromWire.',
      severity: 'error',
      from: { path: '^src/core/stores/' },
      to: { path: '^packages/scheme/src/contract/' },
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
