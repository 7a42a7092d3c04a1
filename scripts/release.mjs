// Releases one app: builds it (production) and keeps its release record, `releases/<app>/<version>.json`
// (the build's release.json: the commit it was built from, the kernel range it needs, the endpoints it
// calls with the schemas it was built with). Commit the record with the release: CI checks today's API
// against the records of every version `releases/live.json` names (api/test/live-releases.test.ts).
//   node scripts/release.mjs mfe-games            the package.json version
//   REMOTE_VERSION=1.5.0 node scripts/release.mjs mfe-games
// A version already released from another commit is refused: a version names one build. So is a build
// from a tree with uncommitted changes to what goes into it: the record's commit would not be its source.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, ROOT, packageVersion } from './portal.mjs';

const app = process.argv[2];
if (!APPS.includes(app)) {
  console.error(`usage: node scripts/release.mjs <${APPS.join('|')}>`);
  process.exit(2);
}
const version = process.env.REMOTE_VERSION || packageVersion(app);
const record = path.join(ROOT, 'releases', app, `${version}.json`);
const built = app === 'shell' ? path.join(ROOT, 'shell', 'dist', 'release.json') : path.join(ROOT, app, 'dist', version, 'release.json');

// What a build of the app is made of: its package, the kernel and library it bundles, the build tooling.
const SOURCES = [app, 'kernel', 'shared', 'scripts', 'package.json', 'package-lock.json', 'tsconfig.base.json'];
const changed = execFileSync('git', ['status', '--porcelain', '--', ...SOURCES], { cwd: ROOT, encoding: 'utf8' }).trim();
if (changed) {
  console.error(`${app}: commit these first, so the release record names the commit this build is made of:\n${changed}`);
  process.exit(1);
}

const result = spawnSync('npm', ['run', 'build', '-w', app, '--silent'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, REMOTE_VERSION: version } });
if (result.status !== 0) process.exit(result.status ?? 1);
const commitOf = (file) => JSON.parse(readFileSync(file, 'utf8')).commit;
if (existsSync(record) && commitOf(record) !== commitOf(built)) {
  console.error(`${app} ${version} was released from ${commitOf(record)}; give this build a new version`);
  process.exit(1);
}
mkdirSync(path.dirname(record), { recursive: true });
copyFileSync(built, record);
console.log(`${app} ${version}: ${path.relative(ROOT, record)} (commit ${commitOf(record)})`);
