module.exports = require('../scripts/webpack/federated-app.cjs')({
  dir: __dirname,
  kind: 'remote',
  name: 'mfe_agent',
  exposes: { './App': './src/App.tsx' },
  devPort: 3003,
});
