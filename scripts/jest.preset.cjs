// One jest setup for every front-end workspace: TypeScript and TSX through swc, jsdom, CSS modules as
// identity maps. The API workspace has its own node-environment config.
const path = require('node:path');

module.exports = function frontendJestConfig(dir) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
      '^.+\\.mjs$': ['@swc/jest'],
    },
    moduleNameMapper: {
      // The contract's TypeScript source (the Node build in shared/dist is the API's, and may be stale).
      '^@portal/shared/contracts$': path.join(__dirname, '..', 'shared', 'src', 'contracts', 'index.ts'),
      // The locale check every package's locales.test.ts runs (one copy, here).
      '^@portal/locale-check$': path.join(__dirname, 'jest', 'localeCheck.ts'),
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'jest.style-stub.cjs'),
      '\\.(png|jpe?g|svg|gif|webp|mp4)$': path.join(__dirname, 'jest.file-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.cjs')],
    // Build-time constants of webpack's DefinePlugin.
    globals: { __APP_NAME__: 'test-app', __APP_VERSION__: '0.0.0-test' },
  };
};
