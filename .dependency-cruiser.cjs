/** Layer rules of ARCHITECTURE.md, checked inside `npm test` (via `npm run lint`). */
module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      comment:
        'src/core imports nothing from ui, adapters, the start, the composition root, React, Firebase or wouter.',
      severity: 'error',
      from: { path: '^src/core' },
      to: {
        path: [
          '^src/ui',
          '^src/adapters',
          '^src/(app|start)/',
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
      comment: 'Adapter families are loaded by the composition root, src/app, only.',
      severity: 'error',
      from: { path: '^src', pathNot: ['^src/adapters', '^src/app/'] },
      to: { path: '^src/adapters' },
    },
    {
      name: 'nothing-imports-the-root',
      comment:
        'src/app (the page entry, the composition root) composes the layers; none of them imports it back.',
      severity: 'error',
      from: { path: '^src', pathNot: '^src/app/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'start-stands-alone',
      comment:
        "src/start runs before the app's code (the page's entry, with the splash on screen) and in the service worker: it imports its own files and the painted copy's format (src/core/kernel/paintedScreen.ts), nothing else.",
      severity: 'error',
      from: { path: '^src/start/' },
      to: {
        pathNot: ['^src/start/', '^src/core/kernel/paintedScreen\\.ts$'],
      },
    },
    {
      name: 'worker-stands-alone',
      comment:
        "src/worker is the service worker, a program of its own: it imports its own files, the start (which paints the page), the build's chunk names and Workbox, never the app.",
      severity: 'error',
      from: { path: '^src/worker/' },
      to: {
        pathNot: [
          '^src/worker/',
          '^src/start/',
          '^src/core/kernel/paintedScreen\\.ts$',
          '^build/chunkPlan\\.mjs$',
          '(^|node_modules/)workbox-[a-z-]+(/|$)',
        ],
      },
    },
    {
      name: 'start-reaches-no-app',
      comment:
        "Nor through what it imports: no React, MobX, Inversify, Firebase, screen, adapter or the composition root, which would make the page's entry wait for the app's code.",
      severity: 'error',
      from: { path: '^src/start/' },
      to: {
        path: [
          '^src/(ui|adapters|app)/',
          // A package by its path in node_modules, or by its name where it did not resolve.
          '(^|node_modules/)(react|react-dom|mobx|mobx-react-lite|inversify|@inversifyjs/[^/]+|firebase|@firebase/[^/]+)(/|$)',
        ],
        reachable: true,
      },
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
        "Stores hold the core's models; a feature's queries (queries.ts) and use cases map a wire answer with its fromWire.ts.",
      severity: 'error',
      from: { path: '^src/core/[^/]+/[A-Za-z]*Store\\.ts$' },
      to: { path: '^packages/scheme/src/contract/' },
    },
    {
      name: 'kernel-and-ports-know-no-feature',
      comment:
        'src/core/kernel and src/core/ports are what every feature stands on: they import no feature.',
      severity: 'error',
      from: { path: '^src/core/(kernel|ports)/' },
      to: { path: '^src/core/', pathNot: '^src/core/(kernel|ports)/' },
    },
    {
      name: 'features-stand-apart',
      comment:
        'A feature of src/core imports the kernel, the ports, navigation and member, never another feature. Only the member area names several: src/core/memberModule.ts (outside every feature) and the session content loader (SessionContent, MemberAreaLoader).',
      severity: 'error',
      from: {
        path: '^src/core/([^/]+)/',
        pathNot: '^src/core/session/(SessionContent|MemberAreaLoader)\\.ts$',
      },
      to: {
        path: '^src/core/[^/]+/',
        pathNot: ['^src/core/$1/', '^src/core/(kernel|ports|navigation|member)/'],
      },
    },
    {
      name: 'navigation-and-member-stand-low',
      comment:
        'Every feature may use navigation and member, so they use only each other, the kernel and the ports.',
      severity: 'error',
      from: { path: '^src/core/(navigation|member)/' },
      to: { path: '^src/core/', pathNot: '^src/core/(kernel|ports|navigation|member)/' },
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
