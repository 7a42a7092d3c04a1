module.exports = require('../scripts/webpack/federated-app.cjs')({ dir: __dirname, kind: 'host', name: 'shell', devPort: 3000 });
