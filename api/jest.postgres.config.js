// The API project once more on PostgreSQL (127.0.0.1:5432, see test/helpers/server.ts), for `npm test`'s
// one jest run: the same files, each test server on a database of its own there.
module.exports = {
  ...require('./jest.config.js'),
  displayName: 'api-postgres',
  setupFiles: [require.resolve('./test/helpers/on-postgres.cjs')],
};
