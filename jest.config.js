// `npm run test:unit` runs every workspace's jest project in one run: each workspace with a jest config.
const { existsSync } = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

module.exports = {
  // A global option (a project's own testTimeout is ignored in a multi-project run): the API tests start
  // a real server on a fresh database in their hooks, which takes more than jest's default 5 s on a busy machine.
  testTimeout: 30_000,
  projects: [
    ...workspaces.filter((ws) => existsSync(path.join(__dirname, ws, 'jest.config.js'))).map((ws) => `<rootDir>/${ws}`),
    // JEST_WITH_POSTGRES=1 (npm test): the API project a second time, on PostgreSQL, in the same run, so
    // both workers stay busy to the end instead of two runs each waiting on its slowest file.
    ...(process.env.JEST_WITH_POSTGRES ? ['<rootDir>/api/jest.postgres.config.js'] : []),
  ],
};
