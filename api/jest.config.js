module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest'],
    // content-disposition 3 (a dependency of @fastify/static) ships ESM only: Node 20 loads it through
    // require(esm), jest's module loader cannot, so swc turns it into CommonJS for the tests.
    '/content-disposition/.+\\.js$': ['@swc/jest'],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@fastify/static/node_modules/)?content-disposition/)'],
  // The contract's TypeScript source, not the Node build that `npm start` runs (which may be stale).
  moduleNameMapper: {
    '^@portal/shared/contracts$': '<rootDir>/../shared/src/contracts/index.ts',
    '^@portal/shared/contracts/schemas$': '<rootDir>/../shared/src/contracts/schemas.ts',
  },
  testTimeout: 30000,
};
