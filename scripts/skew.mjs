// Version skew, as production has it: the shell and the remotes deploy apart, so the live shell runs
// with remotes built later, and a new shell with remotes built earlier. Each app's release is the build
// `releases/live.json` names as stable, from the commit its record (releases/<app>/<version>.json)
// names. This prepares the release builds beside today's, for the e2e server (support/server.mjs):
//   shell    the live shell's release build (SHELL_DIR), with every remote at HEAD
//   remotes  every remote's release build (REMOTES_ROOT), with the shell at HEAD
//   live     production as releases/live.json has it (the shell's and every remote's release build),
//            with today's builds deployed beside them, ready to roll out (a team's release journey)
// A release's tree is `git archive`d into .skew/<commit>/ and built there once; its node_modules are
// today's (links, with its own workspaces) when today's install has every package it installed, else
// its own install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, ROOT } from './portal.mjs';

const SKEW = path.join(ROOT, '.skew');
const live = () => JSON.parse(readFileSync(path.join(ROOT, 'releases', 'live.json'), 'utf8'));
const recordOf = (app, version) => JSON.parse(readFileSync(path.join(ROOT, 'releases', app, `${version}.json`), 'utf8'));

/** The live release of an app: its version and the commit it was built from. */
export function liveRelease(app) {
  const version = live()[app].stable;
  const { commit } = recordOf(app, version);
  if (!commit) throw new Error(`releases/${app}/${version}.json names no commit`);
  return { version, commit };
}

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).trim();

/** The installed packages a lockfile names (where and which version), our own workspaces left out. */
const packagesOf = (lock) =>
  Object.entries(lock.packages ?? {})
    .filter(([key, entry]) => key.startsWith('node_modules/') && !entry.link)
    .map(([key, entry]) => `${key}@${entry.version}`);
/** Today's install has every package the release installed (it may have more: a tool added since). */
const covers = (today, release) => {
  const installed = new Set(packagesOf(today));
  return packagesOf(release).every((item) => installed.has(item));
};

/** The release's source tree, ready to build: .skew/<commit>/. */
function treeOf(commit) {
  const dir = path.join(SKEW, commit);
  if (existsSync(path.join(dir, '.ready'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { cwd: ROOT });
  if (covers(JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')), JSON.parse(git('show', `${commit}:package-lock.json`)))) {
    // Today's packages, but the release's own workspaces (@portal/*: its kernel, its library).
    const modules = path.join(dir, 'node_modules');
    mkdirSync(path.join(modules, '@portal'), { recursive: true });
    for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
      if (entry !== '@portal' && entry !== '.package-lock.json') symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry));
    }
    const { workspaces } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    for (const workspace of workspaces) {
      const { name } = JSON.parse(readFileSync(path.join(dir, workspace, 'package.json'), 'utf8'));
      symlinkSync(path.join(dir, workspace), path.join(modules, name));
    }
  } else {
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
  }
  // The contract compiled for Node (the release builds record theirs with it).
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(dir, 'shared', 'tsconfig.contracts.json')], { cwd: dir, stdio: 'inherit' });
  execFileSync('touch', [path.join(dir, '.ready')]);
  return dir;
}

function buildIn(dir, app, output, version) {
  if (existsSync(output)) return;
  const env = {
    ...process.env,
    RELEASE_COMMIT: path.basename(dir),
    ...(version ? { REMOTE_VERSION: version } : {}),
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(ROOT, 'scripts', 'webpack', 'swc-minify-preload.cjs')}`.trim(),
  };
  const result = spawnSync('npm', ['run', 'build', '-w', app, '--silent'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env });
  if (result.status !== 0) throw new Error(`building ${app} at ${path.basename(dir)} failed`);
}

/** The live shell's release build (its dist folder). */
function liveShell() {
  const dir = treeOf(liveRelease('shell').commit);
  buildIn(dir, 'shell', path.join(dir, 'shell', 'dist', 'index.html'));
  return path.join(dir, 'shell', 'dist');
}

/** The environment the e2e server starts the API with, for one kind of skew. */
export function prepareSkew(kind) {
  if (kind === 'shell') {
    const SHELL_DIR = liveShell();
    console.log(`skew: the live shell's release (${liveRelease('shell').commit.slice(0, 8)}), every remote at HEAD (${git('rev-parse', '--short', 'HEAD')})`);
    return { SHELL_DIR };
  }
  if (kind === 'remotes') {
    // One folder the API serves every remote's release from: <root>/<remote>/dist/<version>/.
    const root = path.join(SKEW, 'remotes');
    for (const remote of REMOTES) {
      const { version, commit } = liveRelease(remote);
      const dir = treeOf(commit);
      buildIn(dir, remote, path.join(dir, remote, 'dist', version, 'mf-manifest.json'), version);
      const link = path.join(root, remote);
      mkdirSync(root, { recursive: true });
      rmSync(link, { recursive: true, force: true });
      symlinkSync(path.join(dir, remote), link);
    }
    console.log(`skew: every remote's live release, the shell at HEAD (${git('rev-parse', '--short', 'HEAD')})`);
    return { REMOTES_ROOT: root };
  }
  if (kind === 'live') {
    const SHELL_DIR = liveShell();
    // Every remote's live release and today's version folders, side by side under one served root.
    const root = path.join(SKEW, 'deployed');
    rmSync(root, { recursive: true, force: true });
    for (const remote of REMOTES) {
      const dist = path.join(root, remote, 'dist');
      mkdirSync(dist, { recursive: true });
      const today = path.join(ROOT, remote, 'dist');
      for (const version of existsSync(today) ? readdirSync(today) : []) symlinkSync(path.join(today, version), path.join(dist, version));
      const { version, commit } = liveRelease(remote);
      const dir = treeOf(commit);
      buildIn(dir, remote, path.join(dir, remote, 'dist', version, 'mf-manifest.json'), version);
      rmSync(path.join(dist, version), { recursive: true, force: true });
      symlinkSync(path.join(dir, remote, 'dist', version), path.join(dist, version));
    }
    console.log(`skew: production as releases/live.json has it, today's builds (${git('rev-parse', '--short', 'HEAD')}) deployed beside it`);
    return { SHELL_DIR, REMOTES_ROOT: root };
  }
  throw new Error(`unknown skew '${kind}' (shell | remotes | live)`);
}
