// Runs the API from its TypeScript source in a plain Node process, the way jest runs it in the tests:
// `node -r ./api/test/helpers/run-source.cjs api/src/main.ts`. For tests that need the API as an OS
// process of its own (one they can kill), without building api/dist first (a build can be stale).
// swc (already installed for @swc/jest) strips the types file by file; the contract is read from its
// source, as jest's moduleNameMapper (api/jest.config.js) does, not from shared/dist.
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const CONTRACTS = path.resolve(__dirname, '../../../shared/src/contracts');
const SOURCE_OF = {
  '@portal/shared/contracts': path.join(CONTRACTS, 'index.ts'),
  '@portal/shared/contracts/schemas': path.join(CONTRACTS, 'schemas.ts'),
  '@portal/shared/contracts/compat': path.join(CONTRACTS, 'compat', 'index.ts'),
};

const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveFromSource(request, ...rest) {
  return resolve.call(this, SOURCE_OF[request] ?? request, ...rest);
};

// Registering the extension also makes require('./x') find x.ts and x/index.ts.
Module._extensions['.ts'] = function compileTypeScript(module, filename) {
  const source = require('node:fs').readFileSync(filename, 'utf8');
  const { code } = transformSync(source, {
    filename,
    sourceMaps: 'inline',
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

process.setSourceMapsEnabled(true);
