// `npm run bench`: the performance figures of the portal, measured on this machine.
//   build time of each app (skip with --skip-build), first load of `/` in Chromium (bytes as served,
//   by kind, requests, FCP, time until usable), Lighthouse's mobile preset on `/` and `/rng` (median of
//   3), the login button on a Slow 4G line, the JS each remote adds on first entry, and API latency and
//   throughput on loopback, and two API instances on one PostgreSQL database (the same load against one
//   and two, and a balance change's way to a stream on the other instance). Results print as tables and
//   are saved to .bench/latest.json; then each figure with a budget (bench/budgets.mjs) is judged, and
//   the bench exits 1 when any is over. `--quick` skips the API, agent-team (bench/agent-team.mjs),
//   lottery (bench/lottery.mjs) and two-instance figures. A signed-in member's `/` and
//   `/member/depositv2` and the agent's `/agentHome` are measured too (bench/signed-in.mjs): bytes and
//   Lighthouse. `--bytes` measures only the bytes of those first loads (one run each, no timings, the
//   figures that do not depend on the machine's load), judges their budgets, and saves .bench/bytes.json.
//   The portal is served on BENCH_PORT (default 8282).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, ROOT } from './portal.mjs';
import { startBenchServer } from './bench/server.mjs';
import { DESKTOP, measureFirstGameCard, measureFirstLoad, measureRemoteRoutes, measureSlow4gLogin } from './bench/first-load.mjs';
import { measureLighthouse } from './bench/lighthouse.mjs';
import { judge, printVerdicts } from './bench/budgets.mjs';
import { measureEndpoint } from './bench/api-load.mjs';
import { measureSessionRequests } from './bench/session-requests.mjs';
import { measureInstances, printInstances } from './bench/instances.mjs';
import { agentTeamBudgetValues, measureAgentTeam, printAgentTeam } from './bench/agent-team.mjs';
import { measureLottery } from './bench/lottery.mjs';
import { measureSignedIn, printSignedIn, signedInBudgetValues } from './bench/signed-in.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const quick = process.argv.includes('--quick');
const bytesOnly = process.argv.includes('--bytes');
const port = Number(process.env.BENCH_PORT || 8282);
const cpus = os.cpus();
const results = {
  at: new Date().toISOString(),
  machine: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, ${process.platform} ${process.arch}, node ${process.version}`,
  // Bytes do not move with the machine's load; timings do. Measured at the start and at the end.
  loadAverage: { start: os.loadavg().map((n) => +n.toFixed(2)) },
};

if (!process.argv.includes('--skip-build')) {
  results.build = {};
  for (const app of ['api', ...APPS]) {
    const started = Date.now();
    const run = spawnSync('npm', ['run', 'build', '-w', app, '--silent'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (run.status !== 0) process.exit(run.status ?? 1);
    results.build[app] = +((Date.now() - started) / 1000).toFixed(1);
  }
} else {
  spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build-all.mjs')], { stdio: 'inherit' });
}

const server = await startBenchServer(port);
if (bytesOnly) {
  try {
    results.firstLoad = await measureFirstLoad(server.url, { runs: 1, later: false });
    results.signedIn = await measureSignedIn(server.url, { lighthouse: false });
  } finally {
    await server.stop();
  }
  mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
  writeFileSync(path.join(ROOT, '.bench', 'bytes.json'), `${JSON.stringify(results, null, 2)}\n`);
  const f = results.firstLoad;
  console.log(`\nFirst loads, bytes as served (${results.machine}); scripts of the guest's /, largest first:`);
  for (const s of f.scripts) console.log(`  ${kb(s.bytes).padStart(9)}  ${s.encoding.padEnd(4)}  ${s.url}`);
  console.log(`\n| guest, / | ${kb(f.js)} in ${f.requests} scripts |`);
  printSignedIn(results.signedIn);
  const over = printVerdicts(
    judge({ firstLoadJs: f.js, reactCopies: f.reactCopies, uncompressedScripts: f.uncompressedScripts.length, ...signedInBudgetValues(results.signedIn) }),
  );
  process.exit(over ? 1 : 0);
}
try {
  results.firstLoad = await measureFirstLoad(server.url);
  results.firstLoadDesktop = await measureFirstLoad(server.url, { runs: 1, device: DESKTOP });
  results.lighthouse = { '/': await measureLighthouse(`${server.url}/`), '/rng': await measureLighthouse(`${server.url}/rng`) };
  results.signedIn = await measureSignedIn(server.url);
  results.slow4g = await measureSlow4gLogin(server.url);
  results.remotes = await measureRemoteRoutes(server.url, [
    ['mfe-games', '/rng'],
    ['mfe-promotions', '/promotions'],
    ['mfe-agent', '/agent'],
  ]);
  if (!quick) results.api = {
    'GET /wps/system/status': await measureEndpoint(`${server.url}/wps/system/status`),
    'GET /wps/system/permission': await measureEndpoint(`${server.url}/wps/system/permission`),
    'GET /remotes.json': await measureEndpoint(`${server.url}/remotes.json`),
  };
  // The game list over the full catalogue (nearly 10,000 slots), page size 20: the first page, a page
  // deep in the list, and a name search.
  const gameList = `${server.url}/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&gameType=RNG&pageSize=20&language=EN`;
  await measureEndpoint(`${gameList}&pageNo=2`, { requests: 300 }); // warm-up: the first figures should not carry JIT and cache warming
  results.gameList = {
    'RNG page 1': await measureEndpoint(`${gameList}&pageNo=1`),
    'RNG page 400': await measureEndpoint(`${gameList}&pageNo=400`),
    'RNG keyword "dragon"': await measureEndpoint(`${gameList}&pageNo=1&keyword=dragon`),
    'RNG vendor PG, HOT': await measureEndpoint(`${gameList}&pageNo=1&vassalage=PG&filter=HOT`),
  };
  results.lobby = await measureFirstGameCard(server.url);
  if (!quick) results.sessionRequests = await measureSessionRequests(server.url);
} finally {
  await server.stop();
}
// Once the SQLite server is gone, so that its process does not weigh on these figures.
// The agent team's overview and P&L on a generated team (10,000 members, 1M bet records),
// on its own fresh SQLite database and server.
// With BENCH_PORT, the other servers take the ports after it (one machine shared by several people).
const ownPort = (offset, otherwise) => (process.env.BENCH_PORT ? port + offset : otherwise);
if (!quick) results.agentTeam = await measureAgentTeam({ port: ownPort(1, 8383) });
// Placing lottery slips, and settling one draw with 100,000 open bets, on a fresh SQLite database.
if (!quick) results.lottery = await measureLottery({ port: ownPort(2, 8384), log: () => {} });
if (!quick) results.instances = await measureInstances({ ports: [ownPort(3, 8291), ownPort(4, 8292)] });

results.loadAverage.end = os.loadavg().map((n) => +n.toFixed(2));
mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
writeFileSync(path.join(ROOT, '.bench', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);

const f = results.firstLoad;
console.log(`\nPerformance (${results.at}; ${results.machine}; load average 1/5/15 min: ${results.loadAverage.start.join(' ')} at the start, ${results.loadAverage.end.join(' ')} at the end)\n`);
if (results.build) {
  console.log('| build | seconds |\n|---|---|');
  for (const [app, seconds] of Object.entries(results.build)) console.log(`| ${app} | ${seconds} |`);
  console.log(`| all | ${Object.values(results.build).reduce((a, b) => a + b, 0).toFixed(1)} |\n`);
}
const d = results.firstLoadDesktop;
console.log('| first load of / (guest, bytes as served, a phone: 412x823) | value |\n|---|---|');
console.log(`| JS, until the network is quiet | ${kb(f.js)} in ${f.requests} scripts |`);
console.log(`| JS in the next 6 s (before the carousel's first slide change) | ${kb(f.laterJs)}: ${f.laterScripts.map((s) => s.url).join(', ') || 'none'} |`);
for (const [type, bytes] of Object.entries(f.byType)) if (type !== 'script') console.log(`| ${type} | ${kb(bytes)} |`);
console.log(`| all | ${kb(f.total)} |\n| copies of React | ${f.reactCopies} |`);
console.log(`| on a desktop screen (1350x940, the games' home sections on the first screen): JS until quiet / all | ${kb(d.js)} in ${d.requests} scripts / ${kb(d.total)} |`);
console.log(`| first contentful paint (loopback, median of ${f.runs}) | ${f.fcpMs} ms |\n| header usable (median) | ${f.usableMs} ms |`);
console.log(`| Slow 4G: login button usable / its form open (median of ${results.slow4g.runs}) | ${results.slow4g.loginUsableMs} ms / ${results.slow4g.loginPopupMs} ms |\n`);
console.log('| Lighthouse, mobile preset (median of 3) | score | LCP | TBT | CLS | FCP | scores seen |\n|---|---|---|---|---|---|---|');
for (const [page, l] of Object.entries(results.lighthouse)) console.log(`| ${page} | ${l.score} | ${l.lcpMs} ms | ${l.tbtMs} ms | ${l.cls} | ${l.fcpMs} ms | ${l.scores.join(', ')} |`);
printSignedIn(results.signedIn);
console.log('\n| remote, first entry from / | JS added (as served) | requests | ready |\n|---|---|---|---|');
for (const r of results.remotes) console.log(`| ${r.remote} (${r.route}) | ${kb(r.js)} | ${r.requests} | ${r.readyMs} ms |`);
if (results.api) {
  console.log('\n| API on loopback (2000 requests, 16 at once) | req/s | p50 | p99 |\n|---|---|---|---|');
  for (const [name, m] of Object.entries(results.api)) console.log(`| ${name} | ${m.rps} | ${m.p50Ms} ms | ${m.p99Ms} ms |`);
}
console.log('\n| game list API, page size 20 (2000 requests, 16 at once) | req/s | p50 | p99 |\n|---|---|---|---|');
for (const [name, m] of Object.entries(results.gameList)) console.log(`| ${name} | ${m.rps} | ${m.p50Ms} ms | ${m.p99Ms} ms |`);
console.log(`\n| /rng opened cold (median of ${results.lobby.runs}) | ms |\n|---|---|`);
console.log(`| first game card on screen | ${results.lobby.firstCardMs} |\n| its picture loaded | ${results.lobby.firstCardImageMs} |`);
if (results.sessionRequests) {
  const calls = (list) => `${list.length}: ${list.join(', ')}`;
  console.log(`\n| API requests | count and calls |\n|---|---|`);
  console.log(`| one login (modal, until quiet) | ${calls(results.sessionRequests.login)} |`);
  console.log(`| three slot rounds | ${calls(results.sessionRequests.threeRounds)} |`);
}
if (results.agentTeam) printAgentTeam(results.agentTeam);
if (results.lottery) {
  const { betting, settle } = results.lottery;
  console.log('\n| lottery (SQLite) | figure |\n|---|---|');
  console.log(`| placing slips, 16 at once | ${betting.rps} req/s, p50 ${betting.p50Ms} ms, p99 ${betting.p99Ms} ms |`);
  console.log(`| settling one draw with ${settle.openBets.toLocaleString('en')} open bets | ${settle.ms.toLocaleString('en')} ms |`);
}
if (results.instances) printInstances(results.instances);
console.log('\nScripts of the first load, largest first (as served):');
for (const s of f.scripts) console.log(`  ${kb(s.bytes).padStart(9)}  ${s.encoding.padEnd(4)}  ${s.url}`);

const lh = results.lighthouse;
const over = printVerdicts(
  judge({
    firstLoadJs: f.js,
    reactCopies: f.reactCopies,
    uncompressedScripts: f.uncompressedScripts.length,
    lighthouseHome: lh['/'].score,
    lighthouseRng: lh['/rng'].score,
    lcpHome: lh['/'].lcpMs,
    lcpRng: lh['/rng'].lcpMs,
    clsHome: lh['/'].cls,
    clsRng: lh['/rng'].cls,
    tbtHome: lh['/'].tbtMs,
    tbtRng: lh['/rng'].tbtMs,
    slow4gLogin: results.slow4g.loginUsableMs,
    remoteRoute: Math.max(...results.remotes.map((r) => r.readyMs)),
    gameSearchP99: results.gameList['RNG keyword "dragon"'].p99Ms,
    ...signedInBudgetValues(results.signedIn),
    ...(results.agentTeam ? agentTeamBudgetValues(results.agentTeam) : {}),
    ...(results.lottery ? { lotterySettleDrawMs: results.lottery.settle.ms } : {}),
  }),
);
process.exit(over ? 1 : 0);
