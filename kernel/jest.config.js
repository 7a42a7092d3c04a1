module.exports = require('../scripts/jest.preset.cjs')(__dirname);
