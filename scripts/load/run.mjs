// One run of the harness, shared by `npm run load` and `npm run soak`: the site, the players' ramp,
// the steady window, the end (the last draws settled, the streams quiet), and the judge's readings.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { cpuPressure, createRecorder, createSampler, summary } from './metrics.mjs';
import { agentLoop, createRun, Player } from './player.mjs';
import { createSite, latestEventId, readOutcome, seedPlayers, startInstance } from './site.mjs';

const RAMP_CONCURRENCY = 24;
const DRAW_WAIT_MS = 30_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function inBatches(items, concurrency, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const i = next;
        next += 1;
        await fn(items[i], i);
      }
    }),
  );
}

/**
 * `during(context)`: the soak's own work while the players play (sampling, the restart); resolves
 * before the end. Returns everything the report prints; the site is dropped before it returns.
 */
export async function runLoad(options, { during = null, log = console.log, sampleEveryMs = 5000 } = {}) {
  const recorder = createRecorder();
  const site = await createSite(options);
  const instances = [];
  let sampler = null;
  try {
    const t0 = performance.now();
    log(`load: a fresh ${options.db} database; migrating, seeding ${options.players} players and ${options.agents} agents…`);
    const { players: playerRows, agents: agentRows } = await seedPlayers(site, options);
    for (let i = 0; i < options.instances; i += 1) instances.push(await startInstance(site, i));
    log(`load: ${instances.length} instance(s) up (${instances.map((i) => i.port).join(', ')}) in ${((performance.now() - t0) / 1000).toFixed(0)} s; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    const processes = Object.fromEntries(instances.map((instance) => [`instance ${instance.index + 1}`, () => instance.child?.pid]));
    processes.driver = () => process.pid;
    sampler = createSampler(processes, sampleEveryMs, async () => ({ pgConnections: await site.connections() }));
    sampler.start();

    const run = createRun({ recorder, instances, endsAt: Infinity, thinkMs: options.thinkSeconds * 1000, expectRestarts: options.soak });
    const players = playerRows.map((row, i) => new Player(run, row, i));
    const rampStarted = performance.now();
    await inBatches(players, RAMP_CONCURRENCY, async (player) => {
      try {
        await player.begin();
      } catch (error) {
        if (!error.recorded) recorder.error('ramp', error);
      }
    });
    const rampSeconds = (performance.now() - rampStarted) / 1000;
    log(`load: ${run.streamsOpen} streams open, every player logged in and paid a deposit, in ${rampSeconds.toFixed(0)} s; playing for ${options.minutes} min…`);
    const rampFigures = recorder.figures();
    recorder.startWindow();
    const windowStartedAt = Date.now();
    run.endsAt = performance.now() + options.minutes * 60_000;
    run.endsAtWall = Date.now() + options.minutes * 60_000;
    const playing = [...players.map((p) => p.play()), ...agentRows.map((a, i) => agentLoop(run, a, i))];
    const soak = during ? during({ run, instances, site, sampler, players, recorder, log }) : null;
    let lastLog = performance.now();
    while (performance.now() < run.endsAt) {
      await sleep(1000);
      if (performance.now() - lastLog >= 30_000) {
        lastLog = performance.now();
        const f = recorder.figures();
        log(`load: ${((run.endsAt - performance.now()) / 60_000).toFixed(1)} min left; ${run.streamsOpen} streams; mixed ${f.mixed.perSecond}/s p99 ${f.mixed.p99} ms; errors ${f.errors.length}; load ${os.loadavg()[0].toFixed(2)}, CPU pressure ${cpuPressure() ?? '–'} %`);
      }
    }
    await Promise.all(playing);
    await soak;
    const figures = recorder.figures();
    const streamsAtEnd = run.streamsOpen;

    // The last draws with bets: wait (bounded) until every bettor's settlement arrived.
    const lastDrawAt = Math.max(0, ...[...run.draws.values()].map((d) => d.drawAt));
    while (Date.now() < lastDrawAt + DRAW_WAIT_MS && [...run.draws.values()].some((d) => d.bettors.size > 0)) await sleep(500);
    // Quiet: every event up to `cutoff` had its time to arrive.
    await sleep(2000);
    const cutoff = await latestEventId(site);
    await sleep(3000);
    run.stopping = true;
    for (const player of players) player.close();
    sampler.stop();
    const processesSummary = sampler.summary(windowStartedAt);

    const draws = [...run.draws.values()].sort((a, b) => a.drawAt - b.drawAt).map((d) => ({ numero: d.numero, bettors: d.placed, received: d.arrivals.length, ...summary(d.arrivals) }));
    for (const d of run.draws.values()) if (d.bettors.size > 0) recorder.error('lottery', new Error(`draw ${d.numero}: ${d.bettors.size} of ${d.placed} bettors got no settlement event within ${DRAW_WAIT_MS / 1000} s of the draw`));

    const outcome = await readOutcome(site, players.map((p) => p.id), cutoff);
    const byMember = new Map(players.map((p) => [p.id, p]));
    let expected = 0;
    const missed = [];
    for (const event of outcome.events) {
      const player = byMember.get(Number(event.member_id));
      if (!player || player.firstId === null || Number(event.id) < player.firstId) continue;
      expected += 1;
      if (!player.seen.has(Number(event.id))) missed.push(`${player.account}#${event.id} (${event.type})`);
    }
    const errors = recorder.figures().errors;
    return {
      options,
      loadAverage: os.loadavg().map((l) => +l.toFixed(2)),
      cpuPressure: cpuPressure(),
      ramp: { seconds: +rampSeconds.toFixed(0), calls: rampFigures.calls },
      figures: { ...figures, errors },
      streams: { peak: run.streamsPeak, atEnd: streamsAtEnd, reconnects: run.reconnects },
      events: { expected, missed },
      draws,
      processes: processesSummary,
      samples: sampler.samples,
      books: outcome.books,
    };
  } finally {
    sampler?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await site.drop();
  }
}
