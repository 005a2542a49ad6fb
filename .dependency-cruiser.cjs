/**
 * The dependency directions of docs/architecture.md#layers:
 *   ui-* -> sdk -> core,  cli -> sdk -> core,  api -> core,  api -> migrations (-> core),
 *   ui-* -> ui-kit -> core (the shared components, tokens and formatters of both UIs),
 *   ui-* -> ui-kit/src/{sdk,testing} -> sdk -> core (the SDK plumbing and test helpers both UIs
 *   share, exported as @tradesim/ui-kit/sdk and @tradesim/ui-kit/testing; the apps' runtime code
 *   never imports the testing helpers, and the generic rest of ui-kit imports neither).
 * Nothing imports api/ but its own tests; core imports only zod, decimal.js and the audited
 * pure crypto codecs (see core-is-pure).
 * Paths are matched on the resolved file, so "@tradesim/sdk" resolves to sdk/...
 */
const pkg = (name) => `^${name}/`;
const testFile = '(\\.test\\.tsx?$|/test/|/e2e/)';
const uiKitSdkAware = '^ui-kit/src/(sdk|testing)/';
// What core may import besides itself. @noble/hashes (SHA-256) and @scure/base (base58check)
// are audited, dependency-free and pure (no I/O, sideEffects: false): they check a
// TRC20 address's checksum, where a hand-written codec's bug would let a mistyped address pay
// nobody. They keep core runnable anywhere, which is what the purity rule protects.
const coreLibraries = 'zod|decimal\\.js|@noble/hashes|@scure/base';

module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      comment:
        'core may import only zod, decimal.js, the pure codecs @noble/hashes and @scure/base, and itself (tests may use vitest and fast-check).',
      severity: 'error',
      from: { path: pkg('core'), pathNot: testFile },
      to: { pathNot: ['^core/', `node_modules/(${coreLibraries})/`] },
    },
    {
      name: 'core-tests-stay-pure',
      severity: 'error',
      from: { path: pkg('core') },
      to: { pathNot: ['^core/', `node_modules/(${coreLibraries}|vitest|@vitest|fast-check|pure-rand)/`] },
    },
    {
      name: 'nothing-imports-api',
      comment: 'api is an application, not a library; only its own tests reach into it.',
      severity: 'error',
      from: { pathNot: pkg('api') },
      to: { path: pkg('api') },
    },
    {
      name: 'api-src-not-sdk-cli-ui',
      comment: 'api depends on core and migrations only; its tests may drive it through the sdk.',
      severity: 'error',
      from: { path: '^api/src/' },
      to: { path: ['^sdk/', '^cli/', '^ui-kit/', '^ui-user/', '^ui-admin/'] },
    },
    {
      name: 'sdk-only-core',
      severity: 'error',
      from: { path: pkg('sdk') },
      to: { path: ['^api/', '^cli/', '^ui-kit/', '^ui-user/', '^ui-admin/', '^migrations/'] },
    },
    {
      name: 'clients-through-sdk',
      comment: 'the CLI and both UIs reach the API only through the sdk.',
      severity: 'error',
      from: { path: ['^cli/', '^ui-user/', '^ui-admin/'] },
      to: { path: ['^api/', '^migrations/'] },
    },
    {
      name: 'ui-kit-only-core',
      comment:
        'ui-kit is generic: components, tokens and formatters on core; it never reaches the API (sdk), an app or the CLI.',
      severity: 'error',
      from: { path: pkg('ui-kit'), pathNot: uiKitSdkAware },
      to: { path: ['^sdk/', '^api/', '^cli/', '^migrations/', '^ui-user/', '^ui-admin/'] },
    },
    {
      name: 'ui-kit-sdk-only-sdk',
      comment: "ui-kit's SDK plumbing and test helpers may use the sdk, never the API, the CLI or an app.",
      severity: 'error',
      from: { path: uiKitSdkAware },
      to: { path: ['^api/', '^cli/', '^migrations/', '^ui-user/', '^ui-admin/'] },
    },
    {
      name: 'ui-kit-generic-not-sdk-aware',
      comment: 'the generic rest of ui-kit stays free of the SDK plumbing and the test helpers.',
      severity: 'error',
      from: { path: pkg('ui-kit'), pathNot: uiKitSdkAware },
      to: { path: uiKitSdkAware },
    },
    {
      name: 'apps-not-testing-helpers',
      comment: "the apps' runtime code never imports the shared test helpers (they need vitest).",
      severity: 'error',
      from: { path: ['^ui-user/', '^ui-admin/'], pathNot: testFile },
      to: { path: '^ui-kit/src/testing/' },
    },
    {
      name: 'cli-not-ui-kit',
      comment: 'the CLI draws no React components.',
      severity: 'error',
      from: { path: pkg('cli') },
      to: { path: '^ui-kit/' },
    },
    {
      name: 'uis-independent',
      severity: 'error',
      from: { path: '^ui-user/' },
      to: { path: ['^ui-admin/', '^cli/'] },
    },
    {
      name: 'uis-independent-admin',
      severity: 'error',
      from: { path: '^ui-admin/' },
      to: { path: ['^ui-user/', '^cli/'] },
    },
    {
      name: 'migrations-only-core',
      severity: 'error',
      from: { path: pkg('migrations') },
      to: { path: ['^api/', '^sdk/', '^cli/', '^ui-kit/', '^ui-user/', '^ui-admin/'] },
    },
    {
      name: 'db-drivers-only-in-repos',
      comment:
        'Data access lives in repo files (repo.ts, <topic>-repo.ts) and api/src/db (connections, pool, ' +
        'transactions, the outbox wake connection); everything else passes the Db handle on, and the ' +
        'Biome plugin scripts/biome/sql-only-in-repos.grit flags SQL written on that handle outside them. ' +
        'Scoped to api/src: migrations/ is schema code by nature, api/test and e2e-support set up and ' +
        'inspect databases, and scripts/bench measures the driver itself.',
      severity: 'error',
      from: { path: '^api/src/', pathNot: ['^api/src/db/', '(/|-)repo\\.ts$', testFile] },
      to: { path: 'node_modules/(knex|pg|pg-[a-z-]+|@electric-sql/pglite)/' },
    },
    {
      name: 'routes-only-own-service',
      comment:
        "A module's routes (routes.ts, <topic>-routes.ts) speak HTTP and call their own module's service.ts, " +
        'nothing else of the api. The shared set they may use is api/src/http: defineRoute and its ' +
        'validation, authentication (requestOrigin), the audit actor of a request (admin-actor.ts), ' +
        'streaming (send-text.ts, send-file.ts), plus their sibling route files. Schemas, error codes ' +
        'and money come from core, which any file may use.',
      severity: 'error',
      from: { path: '^api/src/modules/([^/]+)/[^/]*routes\\.ts$' },
      to: {
        path: '^api/src/',
        pathNot: [
          '^api/src/modules/$1/service\\.ts$',
          '^api/src/modules/$1/[^/]*routes\\.ts$',
          '^api/src/http/',
        ],
      },
    },
    {
      name: 'plumbing-not-modules',
      comment:
        'The shared plumbing of api/src (its root files, db, storage, mail, metrics, market-data, read-model, ' +
        'realtime, http and the scheduler of jobs) never imports a module: a module provides what the ' +
        'plumbing asks for and the wiring (main.ts, cluster.ts, server.ts, routes.ts, all-jobs.ts, bootstrap/) ' +
        'hands it down (docs/architecture.md#layers-of-the-api). scripts/lint-folder-cycles.mjs finds the cycles.',
      severity: 'error',
      from: {
        path: '^api/src/',
        pathNot: [
          '^api/src/modules/',
          '^api/src/(main|cluster|server|routes|all-jobs)\\.ts$',
          '^api/src/bootstrap/',
          testFile,
        ],
      },
      to: { path: '^api/src/modules/' },
    },
    {
      name: 'ui-features-independent',
      comment:
        'A UI feature (ui-user/src/features/x, ui-admin/src/features/x) never imports another feature: what two ' +
        "features share lives in the app's components/ or lib/, or in ui-kit. Keeps features removable and " +
        'free of cycles (invest <-> market was one).',
      severity: 'error',
      from: { path: '^(ui-user|ui-admin)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(/dist/|/node_modules/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
