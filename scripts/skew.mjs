// Version skew, as production has it: the shell and the remotes deploy apart, so the live shell runs
// with remotes built later, and a new shell with remotes built earlier. Each app's release is the build
// `releases/live.json` names as stable, from the commit its record (releases/<app>/<version>.json)
// names. This prepares the release builds beside today's, for the e2e server (support/server.mjs):
//   shell    the live shell's release build (SHELL_DIR), with every remote at HEAD
//   remotes  every remote's release build (REMOTES_ROOT), with the shell at HEAD
//   live     production as releases/live.json has it (the shell's and every remote's release build),
//            with today's builds deployed beside them, ready to roll out (a team's release journey)
// A release's tree is `git archive`d into .skew/<commit>/ and built there once (treeOf says with which
// packages).
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
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

/** The packages a lockfile installs at the top of node_modules (name → version), our own workspaces left out. */
const topPackages = (lock) =>
  new Map(
    Object.entries(lock.packages ?? {})
      .filter(([key, entry]) => /^node_modules\/(@[^/]+\/)?[^/]+$/.test(key) && !entry.link)
      .map(([key, entry]) => [key.slice('node_modules/'.length), entry.version]),
  );

/**
 * The release's packages that today's install lacks (a library dropped or upgraded since), installed once
 * into a folder of their own, .skew/packages/<their list>/node_modules. Only those come from the
 * registry: the release's lockfile is never installed whole (its own workspaces' ranges can name versions
 * that exist nowhere but in that tree).
 */
function extraPackages(today, release) {
  const wanted = [...release].filter(([name, version]) => today.get(name) !== version).map(([name, version]) => `${name}@${version}`).sort();
  if (wanted.length === 0) return { names: [], dir: null };
  const dir = path.join(SKEW, 'packages', createHash('sha256').update(wanted.join(' ')).digest('hex').slice(0, 16));
  if (!existsSync(path.join(dir, '.ready'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', '--prefix', dir, ...wanted], { cwd: dir, stdio: 'inherit' });
    execFileSync('touch', [path.join(dir, '.ready')]);
  }
  return { names: wanted.map((spec) => spec.slice(0, spec.lastIndexOf('@'))), dir: path.join(dir, 'node_modules') };
}

/** Links node_modules/<name> (scoped names under a real @scope folder) to a package folder. */
function linkPackage(modules, name, target) {
  mkdirSync(path.dirname(path.join(modules, name)), { recursive: true });
  symlinkSync(target, path.join(modules, name));
}

/**
 * The release's source tree, ready to build: .skew/<commit>/. Its node_modules are today's packages
 * (links) where they are the versions the release installed, the extra ones where not, and the release's
 * own workspaces (@portal/*: its kernel, its library).
 */
function treeOf(commit) {
  const dir = path.join(SKEW, commit);
  if (existsSync(path.join(dir, '.ready'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { cwd: ROOT });
  const today = topPackages(JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')));
  const extra = extraPackages(today, topPackages(JSON.parse(git('show', `${commit}:package-lock.json`))));
  const modules = path.join(dir, 'node_modules');
  mkdirSync(modules, { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules', '.bin'), path.join(modules, '.bin'));
  for (const name of today.keys()) {
    if (!extra.names.includes(name) && existsSync(path.join(ROOT, 'node_modules', name))) linkPackage(modules, name, path.join(ROOT, 'node_modules', name));
  }
  for (const name of extra.names) linkPackage(modules, name, path.join(extra.dir, name));
  // What the extra packages brought with them that today's install has no version of at all.
  const brought = extra.dir ? topPackages(JSON.parse(readFileSync(path.join(extra.dir, '.package-lock.json'), 'utf8'))).keys() : [];
  for (const name of brought) if (!today.has(name) && !extra.names.includes(name)) linkPackage(modules, name, path.join(extra.dir, name));
  const { workspaces } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  for (const workspace of workspaces) {
    const { name } = JSON.parse(readFileSync(path.join(dir, workspace, 'package.json'), 'utf8'));
    rmSync(path.join(modules, name), { force: true });
    linkPackage(modules, name, path.join(dir, workspace));
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
