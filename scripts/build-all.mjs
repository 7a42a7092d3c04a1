// Builds the API and the six front-end apps. Without --force only what is missing is built, so
// `npm start` on a fresh clone builds everything once and later starts at once. The apps build side by
// side, one per core: a webpack build keeps about one core busy.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { APPS, API_BUILD, ROOT, isBuilt } from './portal.mjs';
import { ensureRegistry } from './registry.mjs';

const force = process.argv.includes('--force');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(workspace) {
  const started = Date.now();
  const result = spawnSync(npm, ['run', 'build', '-w', workspace, '--silent'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) {
    console.error(`build ${workspace}: FAILED`);
    process.exit(result.status ?? 1);
  }
  console.log(`build ${workspace}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The newest file time under these folders (the API's build is cheap; a stale one runs old code). */
function newestUnder(...dirs) {
  return Math.max(
    ...dirs.flatMap((dir) => readdirSync(dir, { recursive: true }).map((name) => statSync(path.join(dir, String(name))).mtimeMs)),
  );
}
const apiStale = () => statSync(API_BUILD).mtimeMs < newestUnder(path.join(ROOT, 'api', 'src'), path.join(ROOT, 'shared', 'src', 'contracts'));

function build(workspace) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', 'build', '-w', workspace, '--silent'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => {
      if (code !== 0) {
        console.error(`build ${workspace}: FAILED`);
        process.exit(code ?? 1);
      }
      console.log(`build ${workspace}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

// The API (tsc, seconds) is rebuilt whenever its source or the contract is newer than its build.
if (force || !existsSync(API_BUILD) || apiStale()) run('api');
// Every app's build records the contract it was built with from its Node build (which the API's build
// makes): made here once, never by two builds at the same time.
if (!existsSync(path.join(ROOT, 'shared', 'dist', 'contracts', 'index.js'))) run('shared');
const queue = APPS.filter((app) => force || !isBuilt(app));
const worker = async () => {
  for (let app = queue.shift(); app; app = queue.shift()) await build(app);
};
await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
ensureRegistry();
