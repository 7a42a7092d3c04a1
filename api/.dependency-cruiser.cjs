// The API's layers (ARCHITECTURE.md, "The API's domains"), checked by `npm run lint:layers` (and `npm
// test`): infrastructure → money core → domains → routes, each importing only the layers below it,
// and no import cycle between the API's modules. Type-only imports are left out (they vanish when
// compiled, and a route's options type may name a domain's service types).
const SRC = '^src/';
const INFRASTRUCTURE = `${SRC}(db|crypto|http|site)/|${SRC}(config|paths|context|identity-providers)\\.ts$`;
// The ledger and the wallets' rows and amounts; the wallet domain's services (transfers between a
// member's wallets, the payment password) sit with the domains above it.
const MONEY_CORE = `${SRC}wallet/(ledger|books|house|amount|queries)\\.ts$`;
const ROUTES = `${SRC}(routes|server|main)\\.ts$|${SRC}[^/]+/(routes|admin-routes|profile-routes)\\.ts$`;
const DOMAINS = `${SRC}[^/]+/`;

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'The API\'s modules form no import cycle: a domain that needs one above it takes a hook wired in server.ts.',
      severity: 'error',
      from: { path: SRC },
      to: { circular: true },
    },
    {
      name: 'infrastructure-imports-above',
      comment: 'Infrastructure (db, crypto, http, site settings, config) imports no domain, no money core and no route.',
      severity: 'error',
      from: { path: INFRASTRUCTURE },
      to: { path: SRC, pathNot: INFRASTRUCTURE },
    },
    {
      name: 'money-core-imports-above',
      comment: 'The money core (wallet, the ledger) imports only infrastructure: what a movement means to a domain goes through the ledger\'s hooks.',
      severity: 'error',
      from: { path: MONEY_CORE, pathNot: ROUTES },
      to: { path: SRC, pathNot: `${INFRASTRUCTURE}|${MONEY_CORE}` },
    },
    {
      name: 'domain-imports-a-route',
      comment: 'Routes are the top layer: only src/routes.ts (and a domain\'s own route files) take them.',
      severity: 'error',
      from: { path: DOMAINS, pathNot: ROUTES },
      to: { path: ROUTES },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.test\\.ts$' },
  },
};
