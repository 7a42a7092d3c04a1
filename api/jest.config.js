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
    // openid-client 6 and its two libraries ship ESM only, like content-disposition.
    '/node_modules/(openid-client|oauth4webapi|jose)/.+\\.js$': ['@swc/jest'],
    // otplib's base32 and hashes (@scure/base 2, @noble/hashes 2) ship ESM only too.
    '/node_modules/(@scure/base|@noble/hashes)/.+\\.js$': ['@swc/jest'],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@fastify/static/node_modules/)?content-disposition/|openid-client/|oauth4webapi/|jose/|@scure/base/|(@otplib/plugin-crypto-noble/node_modules/)?@noble/hashes/)'],
  // The contract's TypeScript source, not the Node build that `npm start` runs (which may be stale).
  moduleNameMapper: {
    '^@portal/shared/contracts$': '<rootDir>/../shared/src/contracts/index.ts',
    '^@portal/shared/contracts/schemas$': '<rootDir>/../shared/src/contracts/schemas.ts',
    '^@portal/shared/contracts/compat$': '<rootDir>/../shared/src/contracts/compat/index.ts',
  },
  testTimeout: 30000,
};
