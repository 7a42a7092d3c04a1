// `npm run test:unit` runs every workspace's jest project in one run.
module.exports = {
  // A global option (a project's own testTimeout is ignored in a multi-project run): the API tests start
  // a real server on a fresh database in their hooks, which takes more than jest's default 5 s on a busy machine.
  testTimeout: 30_000,
  projects: ['kernel', 'shared', 'shell', 'mfe-games', 'mfe-member', 'mfe-agent', 'mfe-lottery', 'mfe-promotions', 'api'].map(
    (ws) => `<rootDir>/${ws}`,
  ),
};
