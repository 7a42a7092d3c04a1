module.exports = require('../scripts/webpack/federated-app.cjs')({
  dir: __dirname,
  kind: 'remote',
  name: 'mfe_games',
  exposes: { './App': './src/App.tsx', './HomeSections': './src/HomeSections.tsx', './GamePopup': './src/GamePopup.tsx' },
  devPort: 3001,
});
