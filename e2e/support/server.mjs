// Starts the portal for the Playwright journeys: everything built (only what is missing), a second
// build of mfe-lottery (1.1.0) for the hot-swap and canary journeys, a copy of it with a chunk missing
// (the broken canary that must be rolled back), a third build that needs a newer @portal/kernel than the
// shell has (the version guard's journey), a fresh database and a registry of its own.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { API_BUILD, REMOTES, ROOT, buildOutput, startLocalIdp } from '../../scripts/portal.mjs';
import { defaultRegistry, entryFor, writeRegistry } from '../../scripts/registry.mjs';
import { liveRelease, prepareSkew } from '../../scripts/skew.mjs';

const PORT = process.env.E2E_PORT || '8181';
// One folder per port, so two suites on two ports never delete each other's database or registry.
const RUN = path.join(ROOT, 'e2e', '.run', `server-${PORT}`);
// The lottery's "next release": the version ops swap to (hot swap) or roll out (canary, override).
const SWAP_VERSION = '1.1.0';
const BROKEN_VERSION = '1.1.0-broken';
const NEWER_KERNEL_VERSION = '1.0.0-needs-kernel-9';
const ADMIN_TOKEN = 'e2e-admin-token';
const STALE_CONTRACT_VERSION = '1.0.1-stale-contract';

function step(args, env = {}) {
  // Build output (webpack's stats) is noise here; errors still reach stderr.
  const result = spawnSync(args[0], args.slice(1), { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

step([process.execPath, path.join(ROOT, 'scripts', 'build-all.mjs')]);
// The extra lottery builds are made again whenever the main one is newer: a swap build left from an
// older kernel would be refused by today's shell, and the journey would test a stale build.
const olderThanMain = (version) =>
  !existsSync(buildOutput('mfe-lottery', version)) || statSync(buildOutput('mfe-lottery', version)).mtimeMs < statSync(buildOutput('mfe-lottery')).mtimeMs;
// The two build side by side (a webpack build keeps about one core busy).
const lotteryBuild = (env) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '-w', 'mfe-lottery', '--silent'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? resolve() : process.exit(code ?? 1)));
  });
await Promise.all([
  ...(olderThanMain(SWAP_VERSION) ? [lotteryBuild({ REMOTE_VERSION: SWAP_VERSION })] : []),
  ...(olderThanMain(NEWER_KERNEL_VERSION) ? [lotteryBuild({ REMOTE_VERSION: NEWER_KERNEL_VERSION, KERNEL_RANGE: '^9.0.0' })] : []),
]);

// The broken canary: the 1.1.0 build, copied as it would be deployed, minus the chunk of the
// lottery's pages (its exposed App), so every load of it fails with a chunk 404 as a bad deploy would.
// Remotes build with publicPath 'auto', so the copy loads its chunks from its own folder. A copy, never
// a build: made again whenever the 1.1.0 build is newer than it. Servers on other ports may start at the
// same moment (npm test runs the skew servers beside the site-wide one), so each copies into a folder of
// its own and moves it into place; when another server's copy got there first, that one is kept.
const brokenDir = path.dirname(buildOutput('mfe-lottery', BROKEN_VERSION));
const brokenMade = path.join(brokenDir, '.copied-from');
const swapBuilt = String(statSync(buildOutput('mfe-lottery', SWAP_VERSION)).mtimeMs);
if (!existsSync(brokenMade) || readFileSync(brokenMade, 'utf8') !== swapBuilt) {
  const copy = `${brokenDir}.${PORT}`;
  rmSync(copy, { recursive: true, force: true });
  cpSync(path.dirname(buildOutput('mfe-lottery', SWAP_VERSION)), copy, { recursive: true });
  const brokenManifest = JSON.parse(readFileSync(path.join(copy, path.basename(buildOutput('mfe-lottery', SWAP_VERSION))), 'utf8'));
  const appChunk = brokenManifest.exposes
    .find((expose) => expose.path === './App')
    ?.assets.js.sync.find((file) => file.startsWith('__federation_expose_App'));
  if (!appChunk) throw new Error(`no exposed App chunk in ${copy}`);
  // With its precompressed twins (.br, .gz) and map, which the server would otherwise still serve.
  for (const file of readdirSync(copy)) if (file === appChunk || file.startsWith(`${appChunk}.`)) rmSync(path.join(copy, file));
  writeFileSync(path.join(copy, '.copied-from'), swapBuilt);
  rmSync(brokenDir, { recursive: true, force: true });
  try {
    renameSync(copy, brokenDir);
  } catch (error) {
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    rmSync(copy, { recursive: true, force: true });
  }
}

rmSync(RUN, { recursive: true, force: true });
mkdirSync(RUN, { recursive: true });
// E2E_SKEW (scripts/skew.mjs): the live shell's release with today's remotes ('shell'), or every
// remote's live release with today's shell ('remotes'), as production runs them between releases.
const skew = process.env.E2E_SKEW ? prepareSkew(process.env.E2E_SKEW) : {};
// A lottery build made against an older contract (the live server only): today's build, its record
// saying it reads an answer field of GET /lgw/numeros/near that the API no longer serves. The
// registry must refuse it, with the reason, and the live lottery keep running.
if (process.env.E2E_SKEW === 'live') {
  const { fingerprintOf } = createRequire(import.meta.url)('@portal/shared/contracts/compat');
  const dir = path.join(skew.REMOTES_ROOT, 'mfe-lottery', 'dist', STALE_CONTRACT_VERSION);
  cpSync(path.dirname(buildOutput('mfe-lottery')), dir, { recursive: true, dereference: true });
  const record = JSON.parse(readFileSync(path.join(dir, 'release.json'), 'utf8'));
  const near = record.contract.endpoints.find((endpoint) => endpoint.method === 'GET' && endpoint.path === '/lgw/numeros/near');
  near.answer.schema.properties.closingNote = { type: 'string' };
  near.answer.schema.required = [...(near.answer.schema.required ?? []), 'closingNote'];
  near.answer.fingerprint = fingerprintOf(near.answer.schema);
  writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ ...record, version: STALE_CONTRACT_VERSION }));
}
const registry = path.join(RUN, 'remotes.json');
const liveRemotes = () => Object.fromEntries(REMOTES.map((remote) => [remote, { entry: entryFor(remote, liveRelease(remote).version), version: liveRelease(remote).version }]));
writeRegistry(['remotes', 'live'].includes(process.env.E2E_SKEW ?? '') ? liveRemotes() : defaultRegistry(), registry);

// One-click sign-in's provider, as `npm start` runs it (the identity journeys sign in there).
const idp = startLocalIdp(PORT);
const server = spawn(process.execPath, [API_BUILD], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...idp.env,
    ...skew,
    PORT,
    HOST: '127.0.0.1',
    // The journeys open the portal here (support/env.ts baseURL): one-click sign-in comes back to it.
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    DATABASE_URL: `sqlite:${path.join(RUN, 'portal.db')}`,
    REMOTES_REGISTRY: registry,
    ADMIN_TOKEN,
    // Many journeys log in from one address; the limit itself is proven by the API tests.
    AUTH_RATE_LIMIT: '1000',
    // The journeys play visitors from other addresses through a proxy on loopback (X-Forwarded-For).
    TRUST_PROXY: 'loopback',
    // The wallet journey pays a deposit on the demo provider's page (the API alone defaults it off).
    DEMO_PAY: 'on',
    // A failing canary is rolled back after 3 reported loads (the API's default waits for 20): the
    // broken-canary journey plays 3 visitors, not 20. The failure rate keeps its default (20%).
    DELIVERY_ROLLBACK_MIN_LOADS: '3',
    // The bot check stays real in the journeys, only cheap: the browser solves it in well under a second.
    BOT_CHECK_COMPLEXITY: '5000',
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (server.kill(signal), idp.child?.kill(signal)));
server.on('exit', (code) => process.exit(code ?? 0));
