// Writes the build's release record, `release.json`, beside its mf-manifest.json: what the registry
// checks before this build may go live (api/src/delivery/release.ts). Two facts come from the build's
// own module graph, so they name exactly what the shipped code uses:
// - the kernel it requires: the lowest @portal/kernel version that has every kernel export it imports
//   (kernel/exports.json names each export's version). The same range is the federation runtime's
//   check at load, so adding to the kernel forces no app to rebuild, and an app using a new export
//   is refused before go-live by a registry that knows the live shell's kernel;
// - the endpoints it calls, with the request and answer schemas it was built with (the contract's
//   compatibility rules, shared/src/contracts/compat, decide if today's API still serves them).
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');

const KERNEL = '@portal/kernel';
const KERNEL_DIR = path.join(__dirname, '..', '..', 'kernel');
const ENDPOINT_TABLE = /[\\/]shared[\\/]src[\\/]contracts[\\/](.+[\\/])?endpoints\.ts$/;

const CONTRACTS_SRC = path.join(__dirname, '..', '..', 'shared', 'src', 'contracts');
const CONTRACTS_DIST = path.join(__dirname, '..', '..', 'shared', 'dist', 'contracts', 'index.js');

/** The newest file time under a folder. */
function newestUnder(dir) {
  return Math.max(...fs.readdirSync(dir, { recursive: true }).map((name) => fs.statSync(path.join(dir, String(name))).mtimeMs));
}

/**
 * The contract compiled for Node (shared/dist/contracts, the API's build makes it too), compiled here
 * when missing or older than its source: a build alone (`npm run build -w mfe-games`) records the
 * contract it was built with, never a stale one.
 */
function ensureContractBuild() {
  if (fs.existsSync(CONTRACTS_DIST) && fs.statSync(CONTRACTS_DIST).mtimeMs >= newestUnder(CONTRACTS_SRC)) return;
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(__dirname, '..', '..', 'shared', 'tsconfig.contracts.json')], { stdio: 'inherit' });
}

function kernelFacts() {
  const since = require(path.join(KERNEL_DIR, 'exports.json')).since;
  const version = require(path.join(KERNEL_DIR, 'package.json')).version;
  return { since, version };
}

/** The lowest kernel version with every one of these exports: an unknown name fails the build. */
function requiredKernel(imports, since, version) {
  let lowest = '1.0.0';
  for (const name of imports) {
    const added = name === '*' ? version : since[name];
    if (!added) throw new Error(`${KERNEL} has no export '${name}' in kernel/exports.json`);
    if (semver.gt(added, lowest)) lowest = added;
  }
  return `^${lowest}`;
}

function buildCommit(dir) {
  if (process.env.RELEASE_COMMIT) return process.env.RELEASE_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

class ReleaseRecordPlugin {
  /** @param {{ app: string, name: string, version: string, dir: string, host: boolean }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { app, name, version, dir, host } = this.options;
    const { since, version: kernelVersion } = kernelFacts();
    compiler.hooks.beforeRun.tap('ReleaseRecordPlugin', ensureContractBuild);
    compiler.hooks.thisCompilation.tap('ReleaseRecordPlugin', (compilation) => {
      const imports = new Set();
      let requires = '^1.0.0';
      // Every module built is reachable from the entries; its imports of the kernel are what the build uses.
      compilation.hooks.finishModules.tap('ReleaseRecordPlugin', (modules) => {
        for (const module of modules) {
          for (const dependency of module.dependencies || []) {
            if (dependency.request !== KERNEL) continue;
            const type = dependency.constructor.name;
            if (type === 'HarmonyImportSpecifierDependency' || type === 'HarmonyExportImportedSpecifierDependency') {
              imports.add(dependency.ids && dependency.ids.length > 0 ? dependency.ids[0] : '*');
            }
          }
        }
        requires = process.env.KERNEL_RANGE || requiredKernel(imports, since, kernelVersion);
        for (const module of modules) {
          if (module.constructor.name === 'ConsumeSharedModule' && module.options && module.options.shareKey === KERNEL) {
            module.options.requiredVersion = requires;
          }
        }
      });
      compilation.hooks.processAssets.tap({ name: 'ReleaseRecordPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const runtimes = [...compilation.chunks].map((chunk) => chunk.runtime);
        const endpoints = new Set();
        for (const module of compilation.modules) {
          if (!module.resource || !ENDPOINT_TABLE.test(module.resource)) continue;
          for (const exportInfo of compilation.moduleGraph.getExportsInfo(module).orderedExports) {
            if (runtimes.some((runtime) => exportInfo.getUsed(runtime) !== 0)) endpoints.add(exportInfo.name);
          }
        }
        const { contractFacts } = require('@portal/shared/contracts/compat');
        const record = {
          app,
          name,
          version,
          commit: buildCommit(dir),
          kernel: { requires, imports: [...imports].sort(), ...(host ? { provides: kernelVersion } : {}) },
          contract: { endpoints: contractFacts([...endpoints].sort()) },
        };
        compilation.emitAsset('release.json', new compiler.webpack.sources.RawSource(`${JSON.stringify(record, null, 2)}\n`));
      });
    });
  }
}

module.exports = { ReleaseRecordPlugin, requiredKernel };
