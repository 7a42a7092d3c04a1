// `npm run bench`: the performance figures of the portal, measured on this machine.
//   build time of each app (skip with --skip-build), first load of `/` in Chromium (JS weight gzip,
//   requests, FCP, time until usable), the JS each remote adds on first entry, and API latency and
//   throughput on loopback, and two API instances on one PostgreSQL database (the same load against one
//   and two, and a balance change's way to a stream on the other instance). Results print as a table
//   and are saved to .bench/latest.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from './portal.mjs';
import { startBenchServer } from './bench/server.mjs';
import { measureFirstGameCard, measureFirstLoad, measureRemoteRoutes } from './bench/first-load.mjs';
import { measureEndpoint } from './bench/api-load.mjs';
import { measureSessionRequests } from './bench/session-requests.mjs';
import { measureInstances, printInstances } from './bench/instances.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const results = { at: new Date().toISOString(), machine: `${process.platform} ${process.arch}, node ${process.version}` };

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

const server = await startBenchServer();
try {
  results.firstLoad = await measureFirstLoad(server.url);
  results.remotes = await measureRemoteRoutes(server.url, [
    ['mfe-games', '/rng'],
    ['mfe-promotions', '/promotions'],
    ['mfe-agent', '/agent'],
  ]);
  results.api = {
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
  results.sessionRequests = await measureSessionRequests(server.url);
} finally {
  await server.stop();
}
// Once the SQLite server is gone, so that its process does not weigh on these figures.
results.instances = await measureInstances();

mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
writeFileSync(path.join(ROOT, '.bench', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);

const f = results.firstLoad;
console.log(`\nPerformance (${results.machine})\n`);
if (results.build) {
  console.log('| build | seconds |\n|---|---|');
  for (const [app, seconds] of Object.entries(results.build)) console.log(`| ${app} | ${seconds} |`);
  console.log(`| all | ${Object.values(results.build).reduce((a, b) => a + b, 0).toFixed(1)} |\n`);
}
console.log('| first load of / | value |\n|---|---|');
console.log(`| JS (gzip) | ${kb(f.gzip)} |\n| JS (raw) | ${kb(f.raw)} |\n| JS requests | ${f.requests} |`);
console.log(`| first contentful paint (median of ${f.runs}) | ${f.fcpMs} ms |\n| header usable (median) | ${f.usableMs} ms |\n`);
console.log('| remote, first entry | JS added (gzip) | requests | ready |\n|---|---|---|---|');
for (const r of results.remotes) console.log(`| ${r.remote} (${r.route}) | ${kb(r.gzip)} | ${r.requests} | ${r.readyMs} ms |`);
console.log('\n| API on loopback (2000 requests, 16 at once) | req/s | p50 | p99 |\n|---|---|---|---|');
for (const [name, m] of Object.entries(results.api)) console.log(`| ${name} | ${m.rps} | ${m.p50Ms} ms | ${m.p99Ms} ms |`);
console.log('\n| game list API, page size 20 (2000 requests, 16 at once) | req/s | p50 | p99 |\n|---|---|---|---|');
for (const [name, m] of Object.entries(results.gameList)) console.log(`| ${name} | ${m.rps} | ${m.p50Ms} ms | ${m.p99Ms} ms |`);
console.log(`\n| /rng opened cold (median of ${results.lobby.runs}) | ms |\n|---|---|`);
console.log(`| first game card on screen | ${results.lobby.firstCardMs} |\n| its picture loaded | ${results.lobby.firstCardImageMs} |`);
const calls = (list) => `${list.length}: ${list.join(', ')}`;
console.log(`\n| API requests | count and calls |\n|---|---|`);
console.log(`| one login (modal, until quiet) | ${calls(results.sessionRequests.login)} |`);
console.log(`| three slot rounds | ${calls(results.sessionRequests.threeRounds)} |`);
printInstances(results.instances);
console.log('\nScripts of the first load, largest first (gzip):');
for (const s of f.scripts) console.log(`  ${kb(s.gzip).padStart(9)}  ${s.url}`);
