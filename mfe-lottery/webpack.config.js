module.exports = require('../scripts/webpack/federated-app.cjs')({
  dir: __dirname,
  kind: 'remote',
  name: 'mfe_lottery',
  exposes: { './App': './src/App.tsx' },
  devPort: 3004,
});
