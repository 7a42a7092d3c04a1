module.exports = require('../scripts/webpack/federated-app.cjs')({
  dir: __dirname,
  kind: 'remote',
  name: 'mfe_member',
  exposes: { './App': './src/App.tsx' },
  devPort: 3002,
});
