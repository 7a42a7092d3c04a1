// This remote's facts (federation name, exposed modules, dev port) come from the one list of remotes.
const { remoteOf } = require('../scripts/remotes.cjs');

const { federation, exposes, devPort } = remoteOf('mfe-agent');
module.exports = require('../scripts/webpack/federated-app.cjs')({ dir: __dirname, kind: 'remote', name: federation, exposes, devPort });
