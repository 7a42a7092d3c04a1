// `npm run dev`: every app on its own webpack dev server with Fast Refresh (an edited component swaps in place, its state kept), the API on 8080 rebuilt
// and restarted whenever its source or the contract changes, and the local OpenID provider of
// one-click sign-in. The API serves a development registry that points the shell at the remotes' dev
// servers, so the shell on http://localhost:3000 loads each remote live from its team's port. Like
// `npm start`, the demo payment provider is on unless DEMO_PAY=off.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_BUILD, REMOTE_FACTS, ROOT, packageVersion, startLocalIdp } from './portal.mjs';
import { writeRegistry } from './registry.mjs';

const DEV_PORTS = { shell: 3000, ...Object.fromEntries(REMOTE_FACTS.map((remote) => [remote.name, remote.devPort])) };
const API_PORT = process.env.PORT || '8080';
const registry = path.join(ROOT, 'data', 'remotes.dev.json');
const WEBPACK = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

writeRegistry(
  Object.fromEntries(REMOTE_FACTS.map(({ name, devPort }) => [name, { entry: `http://localhost:${devPort}/mf-manifest.json`, version: `${packageVersion(name)}-dev` }])),
  registry,
);
// The API from a fresh build, then two compilers in watch mode (the contract, the API) and a Node that
// restarts when either writes: an edit of the contract reaches the API, never a stale build.
const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const CONTRACTS = path.join(ROOT, 'shared', 'tsconfig.contracts.json');
const API_TSCONFIG = path.join(ROOT, 'api', 'tsconfig.build.json');
const built = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: ROOT, stdio: 'inherit' });
if (built.status !== 0 && !existsSync(API_BUILD)) process.exit(built.status ?? 1);
const watchCompile = (project) => spawn(process.execPath, [TSC, '-p', project, '--watch', '--preserveWatchOutput'], { cwd: ROOT, stdio: 'inherit' });
// The visitor's origin is the shell's dev server (it passes /wps on to the API), so the API's public
// address is that one and the provider sends people back there.
const PUBLIC_URL = process.env.PUBLIC_URL || `http://localhost:${DEV_PORTS.shell}`;
const idp = startLocalIdp(DEV_PORTS.shell, { ...process.env, PUBLIC_URL });

const children = [
  watchCompile(CONTRACTS),
  watchCompile(API_TSCONFIG),
  spawn(
    process.execPath,
    ['--watch-path', path.dirname(API_BUILD), '--watch-path', path.join(ROOT, 'shared', 'dist', 'contracts'), API_BUILD],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...idp.env, PORT: API_PORT, PUBLIC_URL, REMOTES_REGISTRY: registry, DEMO_PAY: process.env.DEMO_PAY || 'on' } },
  ),
  ...(idp.child ? [idp.child] : []),
  // webpack itself, not through `npm run`: npm does not pass the stop signal on to its child.
  ...Object.keys(DEV_PORTS).map((app) =>
    spawn(process.execPath, [WEBPACK, 'serve', '--mode', 'development'], {
      cwd: path.join(ROOT, app),
      stdio: 'inherit',
      env: { ...process.env, API_URL: `http://localhost:${API_PORT}` },
    }),
  ),
];
console.log(`\n  Portal (dev) on http://localhost:${DEV_PORTS.shell}; remotes on ports ${REMOTE_FACTS.map((remote) => remote.devPort).join(', ')}; API on ${API_PORT}\n`);

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
