// Starts the portal for the Playwright journeys: everything built (only what is missing), a second
// build of mfe-lottery for the hot-swap journey, a third that needs a newer @portal/shared than the
// shell has (the version guard's journey), a fresh database and a registry of its own.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { API_BUILD, ROOT, buildOutput } from '../../scripts/portal.mjs';
import { defaultRegistry, writeRegistry } from '../../scripts/registry.mjs';

const PORT = process.env.E2E_PORT || '8181';
// One folder per port, so two suites on two ports never delete each other's database or registry.
const RUN = path.join(ROOT, 'e2e', '.run', `server-${PORT}`);
const SWAP_VERSION = '1.0.0-swap.1';
const NEWER_SHARED_VERSION = '1.0.0-needs-shared-9';
const ADMIN_TOKEN = 'e2e-admin-token';

function step(args, env = {}) {
  // Build output (webpack's stats) is noise here; errors still reach stderr.
  const result = spawnSync(args[0], args.slice(1), { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

step([process.execPath, path.join(ROOT, 'scripts', 'build-all.mjs')]);
// The extra lottery builds are made again whenever the main one is newer: a swap build left from an
// older @portal/shared would be refused by today's shell, and the journey would test a stale build.
const olderThanMain = (version) =>
  !existsSync(buildOutput('mfe-lottery', version)) || statSync(buildOutput('mfe-lottery', version)).mtimeMs < statSync(buildOutput('mfe-lottery')).mtimeMs;
if (olderThanMain(SWAP_VERSION)) {
  step(['npm', 'run', 'build', '-w', 'mfe-lottery', '--silent'], { REMOTE_VERSION: SWAP_VERSION });
}
if (olderThanMain(NEWER_SHARED_VERSION)) {
  step(['npm', 'run', 'build', '-w', 'mfe-lottery', '--silent'], { REMOTE_VERSION: NEWER_SHARED_VERSION, PORTAL_SHARED_RANGE: '^9.0.0' });
}

rmSync(RUN, { recursive: true, force: true });
mkdirSync(RUN, { recursive: true });
const registry = path.join(RUN, 'remotes.json');
writeRegistry(defaultRegistry(), registry);

const server = spawn(process.execPath, [API_BUILD], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT,
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${path.join(RUN, 'portal.db')}`,
    REMOTES_REGISTRY: registry,
    ADMIN_TOKEN,
    // Many journeys log in from one address; the limit itself is proven by the API tests.
    AUTH_RATE_LIMIT: '1000',
    // The journeys play visitors from other addresses through a proxy on loopback (X-Forwarded-For).
    TRUST_PROXY: 'loopback',
    // The wallet journey pays a deposit on the demo provider's page (the API alone defaults it off).
    DEMO_PAY: 'on',
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
