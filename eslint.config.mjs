// Lint for every workspace. Besides the recommended TypeScript rules it enforces the boundaries of
// ARCHITECTURE.md: a package is used only through its public entry (no deep imports across packages),
// and a feature folder only through its index.ts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

// The packages (npm's workspaces) and the front-end apps (the shell and the one list of remotes).
const require = createRequire(import.meta.url);
const { workspaces } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const APPS = ['shell', ...require('./scripts/remotes.cjs').REMOTES.map((remote) => remote.name)];
const PACKAGES = workspaces.join('|');
const APP_SOURCE = `{${APPS.join(',')}}/src`;

const acrossPackages = {
  regex: `^(\\.\\./)+(${PACKAGES})(/|$)`,
  message: 'Import another package by its name (@portal/...), never by a relative path into its folder.',
};
const deepIntoPackage = {
  // The named entries of @portal/shared (package.json "exports") are public: contracts, and testing in tests.
  regex: '^@portal/(?!(shared/(contracts|contracts/schemas|contracts/compat|testing)|kernel/testing)$)[^/]+/.+',
  message: 'Use the package\'s public entry (@portal/<name>); deep imports are not part of its API.',
};
// Front ends take the endpoint table and the types, never the schema library or the schema values:
// their bytes stay out of every browser bundle (ARCHITECTURE.md, "Contracts"); nor the compatibility
// check (Node only: it hashes with node:crypto).
const schemaLibrary = {
  regex: '^(@sinclair/typebox(/.*)?|@portal/shared/contracts/(schemas|compat))$',
  message: 'Front ends import @portal/shared/contracts (endpoints and types); the schemas are the API\'s.',
};
// The router is the shell's, reached through @portal/kernel (kernel/src/router): one copy on the page,
// and only the names the apps use are built. Tests may use react-router-dom (MemoryRouter).
const routerDirect = {
  regex: '^react-router(-dom)?(/.*)?$',
  message: 'Import the router from @portal/kernel (one copy on the page); add a name to kernel/src/router (and kernel/exports.json) if it is missing.',
};
// react-i18next likewise (kernel/src/i18n): one copy, bound to the page's i18next instance.
const i18nDirect = {
  regex: '^react-i18next(/.*)?$',
  message: 'Import useTranslation from @portal/kernel (one copy on the page).',
};
const testingEntry = {
  regex: '^@portal/(shared|kernel)/testing$',
  message: 'The testing entries are for tests only.',
};
// The kernel is one copy on the page, the shell's: the library reaches it by its name (a shared module
// of Module Federation), never by a path, and never re-exports it (each app's build reads what it
// imports from the kernel to know the kernel it needs).
const kernelByPath = {
  regex: '^(\\.\\./)+kernel(/|$)',
  message: 'Import @portal/kernel by its name.',
};
const deepIntoFeature = {
  regex: '(^|/)features/[^/]+/.+',
  message: 'Enter a feature through its index.ts.',
};
const deepIntoSiblingFeature = {
  regex: '^\\.\\./[^./][^/]*/.+',
  message: 'Enter a sibling feature through its index.ts.',
};
// The API's domains (api/src/<domain>/, ARCHITECTURE.md "The API's domains"): another domain is entered
// through its index.ts, which exports its services; http/, db/ and crypto/ are infrastructure for all.
const API_INFRASTRUCTURE = '(http|db|crypto)';
const intoApiDomainQueries = {
  regex: `^\\.\\./(?!${API_INFRASTRUCTURE}/)[a-z-]+/queries$`,
  message: 'Enter another API domain through its index.ts; its queries are private: call a service it exports.',
};
const deepIntoApiDomain = {
  regex: `^\\.\\./(?!${API_INFRASTRUCTURE}/)[a-z-]+/(?!queries$).+`,
  message: 'Enter another API domain through its index.ts; its queries are private.',
};
// The top-level files of api/src (server.ts, the composition root, among them) use the domains'
// index.ts like the domains do.
const deepIntoApiDomainFromRoot = {
  regex: `^\\./(?!${API_INFRASTRUCTURE}/)[a-z-]+/.+`,
  message: 'Enter an API domain through its index.ts; its queries are private.',
};
// The routes layer (api/src/routes.ts) is the one place that takes each domain's route files: routes
// are the top layer, so nothing below imports them.
const ROUTE_FILES = '(routes|admin-routes|profile-routes)';
const routesLayer = {
  regex: `^\\./(?!${API_INFRASTRUCTURE}/)[a-z-]+/(?!${ROUTE_FILES}$).+`,
  message: 'The routes layer takes a domain\'s route files; anything else through its index.ts.',
};
const routeFromBelow = {
  regex: `(^|/)${ROUTE_FILES}$`,
  message: 'Routes are the top layer: only api/src/routes.ts imports them (a domain\'s index.ts exports services).',
};
// A migration is history: it copies the constants it needs and never imports today's code.
const migrationImports = {
  regex: '^(\\.\\./\\.\\./|@portal/)',
  message: 'Migrations never import today\'s code (it changes; they must not): copy the constants they need.',
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/.run/**', '**/test-results/**', '**/playwright-report/**', '.bench/**', '.tmp/**', '.skew/**', '**/.tsc/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [acrossPackages, deepIntoPackage, deepIntoFeature] }],
    },
  },
  {
    files: ['*/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [acrossPackages, deepIntoPackage, deepIntoSiblingFeature] }],
    },
  },
  {
    // Browser code: no schema library, and the test entry only in tests.
    files: [`${APP_SOURCE}/**/*.{ts,tsx}`, 'shared/src/!(contracts)/**/*.{ts,tsx}', 'kernel/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'kernel/src/testing.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [acrossPackages, deepIntoPackage, schemaLibrary, testingEntry] }],
    },
  },
  {
    // The library: the router and react-i18next only through the kernel (a second copy bundled into an
    // app would be a second router), and the kernel only by its name.
    files: ['shared/src/!(contracts|testing)/**/*.{ts,tsx}', 'shared/src/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [acrossPackages, deepIntoPackage, schemaLibrary, testingEntry, routerDirect, i18nDirect, kernelByPath] }],
    },
  },
  {
    files: [`${APP_SOURCE}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [acrossPackages, deepIntoPackage, schemaLibrary, testingEntry, routerDirect, i18nDirect] }],
    },
  },
  {
    files: [`${APP_SOURCE}/features/*/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [acrossPackages, deepIntoPackage, deepIntoSiblingFeature, schemaLibrary, testingEntry, routerDirect, i18nDirect] }],
    },
  },
  {
    // One translation convention: a component takes its texts from its package's hook (src/i18n.ts:
    // useShellTranslation, useGamesTranslation…, or a feature's keyPrefix hook in its i18n.ts), the kit's
    // from useSharedTranslation; useTranslation itself is called only in those i18n files.
    files: [`${APP_SOURCE}/**/*.{ts,tsx}`, 'shared/src/**/*.{ts,tsx}'],
    ignores: ['**/i18n.ts', 'shared/src/ui/useSharedTranslation.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportSpecifier[imported.name='useTranslation']",
          message: "Take texts from the package's hook in src/i18n.ts (e.g. useShellTranslation) or useSharedTranslation, not useTranslation.",
        },
      ],
    },
  },
  {
    // The API's domains; its tests (api/test) may reach into internals, since they test them.
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [acrossPackages, deepIntoPackage, intoApiDomainQueries, deepIntoApiDomain] }],
    },
  },
  {
    files: ['api/src/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [acrossPackages, deepIntoPackage, deepIntoApiDomainFromRoot] }],
    },
  },
  {
    files: ['api/src/routes.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [acrossPackages, deepIntoPackage, routesLayer] }],
    },
  },
  {
    // Inside a domain its own route files register with each other (routes.ts takes ./admin-routes);
    // from any other file of the API, a route file is out of reach.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/server.ts', 'api/src/routes.ts', 'api/src/*/routes.ts', 'api/src/*/admin-routes.ts', 'api/src/*/profile-routes.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [acrossPackages, deepIntoPackage, intoApiDomainQueries, deepIntoApiDomain, routeFromBelow] }],
    },
  },
  {
    files: ['api/src/db/migrations/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [acrossPackages, deepIntoPackage, migrationImports] }],
    },
  },
  {
    files: ['**/*.cjs', '**/*.config.js', '**/jest.config.js', '**/webpack.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
