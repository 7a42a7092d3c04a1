// Builds the API and the six front-end apps. Without --force only what is missing is built, so
// `npm start` on a fresh clone builds everything once and later starts at once.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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

if (force || !existsSync(API_BUILD)) run('api');
for (const app of APPS) {
  if (force || !isBuilt(app)) run(app);
}
ensureRegistry();
