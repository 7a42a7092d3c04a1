// `npm run soak`: the load on two PostgreSQL instances for 30 minutes (bounded; `--minutes`), sampled
// every 15 s: each instance's RSS and open file descriptors (sockets, files), and the database's
// connections (pg_stat_activity). At three quarters of the run instance 2 is restarted; while it is
// down, money moves for its players through instance 1 (ops adjustments), and their streams must get
// those events on reconnecting with Last-Event-ID. Judged after the warm-up: memory flat (the slope of
// a least-squares line through RSS ≤ RSS_SLOPE_MB per 10 minutes), descriptors and connections stable.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { ADMIN_TOKEN } from '../bench/api-process.mjs';
import { call } from './client.mjs';
import { ensureOpenFiles } from './limits.mjs';
import { loadOptions } from './options.mjs';
import { printLoad } from './report.mjs';
import { runLoad } from './run.mjs';

const RSS_SLOPE_MB = 10; // per 10 minutes, after the warm-up
const FDS_DRIFT = 50; // descriptors, last sample against the first after the warm-up
const ADJUSTED_WHILE_DOWN = 50;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Least-squares slope of y over x. */
function slope(points) {
  const n = points.length;
  if (n < 3) return null;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

const options = loadOptions(process.argv.slice(2), { soak: true });
ensureOpenFiles(options.players);
if (options.db !== 'postgres') throw new Error('soak: runs on PostgreSQL (two instances)');
const restart = { atMinute: options.minutes * 0.75, downMs: null, adjusted: [], players: 0 };

async function during({ run, instances, players, log }) {
  const [first, second] = instances;
  const started = Date.now();
  while (Date.now() - started < restart.atMinute * 60_000 && !run.stopping) await sleep(1000);
  const onSecond = players.filter((p) => p.instance === second);
  restart.players = onSecond.length;
  restart.streamsBefore = run.streamsOpen;
  log(`soak: restarting instance 2 (${onSecond.length} players) at ${restart.atMinute.toFixed(1)} min`);
  const t0 = Date.now();
  second.down = true;
  await second.stop();
  // Money moves for its players while nobody serves their streams.
  // All at once: on a busy machine one after the other kept the instance down for minutes.
  await Promise.all(
    onSecond.slice(0, ADJUSTED_WHILE_DOWN).map(async (player) => {
      restart.adjusted.push({ player, lastIdBefore: player.lastId });
      await call(first.url, 'PUT', '/wps/admin/wallet/adjust', { admin: ADMIN_TOKEN, body: { account: player.account, amount: 100, reason: 'soak restart', idempotencyKey: `soak-${process.pid}-${player.id}` } });
    }),
  );
  await second.start();
  second.down = false;
  restart.downMs = Date.now() - t0;
  // Bounded: every stream back within 2 minutes.
  for (let i = 0; i < 120 && run.streamsOpen < restart.streamsBefore; i += 1) await sleep(1000);
  restart.streamsAfter = run.streamsOpen;
  restart.reconnectSeconds = Math.round((Date.now() - t0 - restart.downMs) / 1000);
  log(`soak: instance 2 was down ${(restart.downMs / 1000).toFixed(1)} s; ${run.streamsOpen} of ${restart.streamsBefore} streams open again ${restart.reconnectSeconds} s after`);
}

const result = await runLoad(options, { during, sampleEveryMs: 15_000, log: console.log });
const ok = printLoad(result);

// The judge of the soak.
const warm = result.samples.filter((s) => s.minute >= options.warmupMinutes);
const restartAt = result.samples[0]?.at + restart.atMinute * 60_000;
const verdicts = [];
console.log(`\n## soak: samples every 15 s; judged after ${options.warmupMinutes} min of warm-up (${warm.length} samples); load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log(`\n| process | RSS first → last (MB) | RSS slope (MB per 10 min) | fds first → last | |\n|---|---|---|---|---|`);
for (const name of ['instance 1', 'instance 2', 'driver']) {
  // Instance 2 is judged until its restart (a new process after it).
  const rows = warm.filter((s) => s[name] && (name !== 'instance 2' || s.at < restartAt - 15_000));
  // A slope over less than 5 minutes says little (instance 2 of a short soak, before its restart).
  if (rows.length < 20) {
    console.log(`| ${name} | ${rows.length} samples after the warm-up: too few to judge | | | |`);
    continue;
  }
  const perTen = slope(rows.map((s) => ({ x: s.minute, y: s[name].rssMb }))) * 10;
  const fdsFirst = rows[0][name].fds;
  const fdsLast = rows[rows.length - 1][name].fds;
  const flat = perTen <= RSS_SLOPE_MB && Math.abs(fdsLast - fdsFirst) <= FDS_DRIFT;
  if (name !== 'driver') verdicts.push(flat);
  // The driver is shown, not judged (its sockets follow the players' streams).
  const verdict = name === 'driver' ? '' : flat ? 'flat' : 'GROWS';
  console.log(`| ${name} | ${rows[0][name].rssMb} → ${rows[rows.length - 1][name].rssMb} | ${perTen.toFixed(1)} (≤ ${RSS_SLOPE_MB}) | ${fdsFirst} → ${fdsLast} (± ${FDS_DRIFT}) | ${verdict} |`);
}
const connections = warm.map((s) => s.pgConnections).filter((n) => typeof n === 'number');
const connectionsStable = connections.length > 0 && Math.max(...connections) <= 2 * Math.min(...connections) + 4;
verdicts.push(connectionsStable);
console.log(`\nPostgreSQL connections after the warm-up: min ${Math.min(...connections)}, max ${Math.max(...connections)}, last ${connections[connections.length - 1]} (${connectionsStable ? 'stable' : 'NOT stable'})`);
// Each adjusted player's stream saw events after the last id it had before the restart (the replay).
const got = restart.adjusted.filter(({ player, lastIdBefore }) => [...player.seen].some((id) => id > (lastIdBefore ?? 0)));
console.log(
  `\nrestart of instance 2 at ${restart.atMinute.toFixed(1)} min: down ${((restart.downMs ?? 0) / 1000).toFixed(1)} s, ${restart.players} players on it; streams ${restart.streamsBefore} before, ${restart.streamsAfter} again after ${restart.reconnectSeconds} s; ${restart.adjusted.length} balance changes made while it was down, ${got.length} of those players got events after the restart; every event missed by any stream: ${result.events.missed.length}`,
);
verdicts.push(restart.streamsAfter >= restart.streamsBefore && got.length === restart.adjusted.length);
if (process.env.LOAD_JSON) writeFileSync(process.env.LOAD_JSON, JSON.stringify({ ...result, restart: { ...restart, adjusted: restart.adjusted.length } }, null, 2));
const soakOk = verdicts.every(Boolean);
console.log(`\nsoak: ${soakOk ? 'memory flat, descriptors and connections stable, the restart lost nothing' : 'NOT steady (see above)'}`);
process.exit(ok && soakOk ? 0 : 1);
