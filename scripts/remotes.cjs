// The one list of remotes (shared/src/contracts/delivery/remotes.ts) for the JS tooling: the webpack
// configs, the start, dev, build, release and skew scripts, the e2e support. The file imports nothing,
// so it is compiled here on load (TypeScript's transpileModule, a few milliseconds), with no build.
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const ts = require('typescript');

const SOURCE = path.join(__dirname, '..', 'shared', 'src', 'contracts', 'delivery', 'remotes.ts');

function load() {
  const { outputText } = ts.transpileModule(fs.readFileSync(SOURCE, 'utf8'), { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
  const module = { exports: {} };
  vm.runInThisContext(`(function (exports, module) {${outputText}\n})`, { filename: SOURCE })(module.exports, module);
  return module.exports.REMOTES;
}

/** @type {readonly { name: string, federation: string, devPort: number, exposes: Record<string, string>, routes: { path: string }[] }[]} */
const REMOTES = load();

/** One remote's facts by its package folder name. */
function remoteOf(name) {
  const remote = REMOTES.find((one) => one.name === name);
  if (!remote) throw new Error(`${name} is not in shared/src/contracts/delivery/remotes.ts`);
  return remote;
}

module.exports = { REMOTES, remoteOf };
