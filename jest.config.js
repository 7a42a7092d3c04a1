// `npm run test:unit` runs every workspace's jest project in one run.
module.exports = {
  projects: ['shared', 'shell', 'mfe-games', 'mfe-member', 'mfe-agent', 'mfe-lottery', 'mfe-promotions', 'api'].map(
    (ws) => `<rootDir>/${ws}`,
  ),
};
