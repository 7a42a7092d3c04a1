const fs = require('node:fs');
const path = require('node:path');

// The API project once more on PostgreSQL (127.0.0.1:5432, see test/helpers/server.ts), for `npm test`'s
// one jest run: the same files, each test server on a database of its own there. A file that starts no
// server (it imports nothing from test/helpers or a *-helpers module: the game engines' odds, the
// calendars, the release checks) never reaches a database, so it runs once, in the SQLite pass.
const TEST_DIR = path.join(__dirname, 'test');
const reachesDatabase = (file) => /from '\.\/(helpers\/|[\w-]+-helpers')/.test(fs.readFileSync(path.join(TEST_DIR, file), 'utf8'));
const databaseFree = fs.readdirSync(TEST_DIR).filter((file) => file.endsWith('.test.ts') && !reachesDatabase(file));

module.exports = {
  ...require('./jest.config.js'),
  displayName: 'api-postgres',
  setupFiles: [require.resolve('./test/helpers/on-postgres.cjs')],
  testPathIgnorePatterns: ['/node_modules/', ...databaseFree.map((file) => `/api/test/${file.replace(/\./g, '\\.')}$`)],
};
