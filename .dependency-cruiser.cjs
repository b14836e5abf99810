/**
 * The import rules of the server and the client, checked by `npm run lint:deps`
 * (dependency-cruiser). The server's floors, lowest first: shared, db, ledger, services,
 * then close of business, then the bank module (opening, seeding and resetting a bank), the
 * trainer's lessons and the scheduler, then the routers and the REST adapter, then the app. A floor imports only from
 * the floors below it. The client's shared code (components, lib, i18n, test) imports no
 * feature and no route, and a feature imports no route. The bank CLI (cli/) imports neither,
 * and neither imports it. No import loop anywhere.
 */
const server = (dirs) => `^src-server/(${dirs.join('|')})/`;
/** Tests may reach any floor to build a bank; the rules hold for the code they test. */
const notTest = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import loop: the modules named import each other, directly or through others.',
      from: { path: '^(src|src-server|cli)/' },
      to: { circular: true },
    },
    {
      name: 'nothing-imports-the-cli',
      severity: 'error',
      comment:
        'The bank CLI (cli/) is a separate program: neither the server nor the client imports it.',
      from: { path: '^(src|src-server)/' },
      to: { path: '^cli/' },
    },
    {
      name: 'the-cli-talks-over-http',
      severity: 'error',
      comment:
        'The bank CLI drives a bank through its REST API only: it imports no server or client code.',
      from: { path: '^cli/', pathNot: notTest },
      to: { path: '^(src|src-server)/' },
    },
    {
      name: 'db-is-the-floor-below-the-ledger',
      severity: 'error',
      comment: 'The database module knows tables, connections and transactions, nothing above.',
      from: { path: '^src-server/db/', pathNot: notTest },
      to: {
        path: server(['ledger', 'services', 'events', 'trpc', 'rest', 'bank', 'cob', 'scheduler']),
      },
    },
    {
      name: 'ledger-below-services',
      severity: 'error',
      comment: 'The ledger moves money for the services; it never calls one.',
      from: { path: '^src-server/ledger/', pathNot: notTest },
      to: { path: server(['services', 'trpc', 'rest', 'bank', 'cob', 'scheduler']) },
    },
    {
      name: 'services-below-transport',
      severity: 'error',
      comment: 'Business rules know no transport: routers and REST call services, not the reverse.',
      from: { path: '^src-server/services/', pathNot: notTest },
      to: { path: server(['trpc', 'rest', 'cob', 'scheduler', 'bank', 'scenarios']) },
    },
    {
      name: 'close-of-business-below-its-callers',
      severity: 'error',
      comment: 'Close of business runs the services; the scheduler, lessons and routers run it.',
      from: { path: '^src-server/cob/', pathNot: notTest },
      to: { path: server(['scheduler', 'scenarios', 'bank', 'trpc', 'rest']) },
    },
    {
      name: 'shared-imports-nothing-server-only',
      severity: 'error',
      comment: 'The client imports src-server/shared, so it may import only itself and packages.',
      from: { path: '^src-server/shared/' },
      to: { path: '^src-server/', pathNot: '^src-server/shared/' },
    },
    {
      name: 'client-shared-code-imports-no-feature-or-route',
      severity: 'error',
      comment: 'components, lib, i18n and test serve every feature: they import none, nor a route.',
      from: { path: '^src/(components|lib|i18n|test)/', pathNot: notTest },
      to: { path: '^src/(features|routes)/' },
    },
    {
      name: 'features-import-no-route',
      severity: 'error',
      comment: 'Routes render features; a feature never imports a route.',
      from: { path: '^src/features/', pathNot: notTest },
      to: { path: '^src/routes/' },
    },
  ],
  options: {
    includeOnly: '^(src|src-server|cli)/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    moduleSystems: ['es6'],
    skipAnalysisNotInRules: true,
  },
};
