// The run's figures as tables, the targets judged beside them, and the verdict (0 errors, books balanced).
import os from 'node:os';

export const TARGETS = { mixedP99Ms: 250, balanceDelayP99Ms: 500, drawSettledMs: 5000, streams: 2000 };

const ms = (v) => (v === null || v === undefined ? '–' : `${v} ms`);

export function printLoad(result, log = console.log) {
  const { options, figures, streams, events, draws, processes, books, ramp } = result;
  log(`\n## npm run load: ${options.players} players on ${options.instances} ${options.db} instance(s), ${options.minutes} min (think ${options.thinkSeconds} s), ${os.cpus().length} cores, load average ${result.loadAverage.join(' ')}, CPU pressure (some, avg60) ${result.cpuPressure ?? '–'} %`);
  log(`\nramp: ${ramp.seconds} s (login p99 ${ms(ramp.calls.login?.p99)}, stream open p99 ${ms(ramp.calls['stream open']?.p99)}, deposit p99 ${ms(ramp.calls.deposit?.p99)})`);
  log(`\n| call group (steady window, ${figures.seconds} s) | calls | per s | p50 | p99 | max | failed |\n|---|---|---|---|---|---|---|`);
  for (const [name, g] of Object.entries(figures.calls)) if (g.calls > 0 || g.failures > 0) log(`| ${name} | ${g.calls} | ${g.perSecond} | ${ms(g.p50)} | ${ms(g.p99)} | ${ms(g.max)} | ${g.failures} |`);
  log(`| **all mixed calls** | ${figures.mixed.n} | ${figures.mixed.perSecond} | ${ms(figures.mixed.p50)} | ${ms(figures.mixed.p99)} | ${ms(figures.mixed.max)} | |`);
  log(`\nstreams: ${streams.peak} held at the peak, ${streams.atEnd} at the end, ${streams.reconnects} reconnects`);
  log(`\n| event delay | n | p50 | p99 | max |\n|---|---|---|---|---|`);
  for (const [name, d] of Object.entries(figures.delays)) log(`| ${name} | ${d.n} | ${ms(d.p50)} | ${ms(d.p99)} | ${ms(d.max)} |`);
  log(`\nevents: ${events.expected} written for the players while their streams were open, ${events.missed.length} never arrived${events.missed.length ? `: ${events.missed.slice(0, 10).join(', ')}` : ''}`);
  log(`\n| 1-minute draw | bettors | settlement events received | draw time → event p50 | p99 | last |\n|---|---|---|---|---|---|`);
  for (const d of draws) log(`| ${d.numero} | ${d.bettors} | ${d.received} | ${ms(d.p50)} | ${ms(d.p99)} | ${ms(d.max)} |`);
  log(`\n| process | CPU mean (% of one core) | CPU peak | RSS peak | RSS at the end |\n|---|---|---|---|---|`);
  for (const [name, p] of Object.entries(processes)) log(`| ${name} | ${p.cpuMean ?? '–'} % | ${p.cpuPeak ?? '–'} % | ${p.rssPeakMb ?? '–'} MB | ${p.rssLastMb ?? '–'} MB |`);
  log(
    `\nbooks: ${books.ok ? 'balanced' : 'NOT BALANCED'} (members ${books.memberTotal}, house ${books.houseTotal}, unbalanced txns ${books.unbalancedTxns.length}, wallet mismatches ${books.walletMismatches.length}, open bets on settled draws ${books.openBetsOnSettledDraws.length})`,
  );
  const worstDraw = Math.max(0, ...draws.filter((d) => d.max !== null).map((d) => d.max));
  const balance = figures.delays['round sent → balance on the stream'];
  const judged = [
    [`streams held ≥ ${TARGETS.streams}`, streams.peak >= TARGETS.streams, streams.peak],
    [`mixed calls p99 ≤ ${TARGETS.mixedP99Ms} ms`, figures.mixed.p99 !== null && figures.mixed.p99 <= TARGETS.mixedP99Ms, ms(figures.mixed.p99)],
    [`balance event delay p99 ≤ ${TARGETS.balanceDelayP99Ms} ms`, balance?.p99 != null && balance.p99 <= TARGETS.balanceDelayP99Ms, ms(balance?.p99)],
    [`every draw settled and pushed ≤ ${TARGETS.drawSettledMs} ms after its time`, draws.length > 0 && worstDraw <= TARGETS.drawSettledMs, ms(worstDraw)],
    ['0 errors', figures.errors.length === 0, figures.errors.length],
    ['0 events missed', events.missed.length === 0, events.missed.length],
    ['books balanced', books.ok, books.ok ? 'yes' : 'no'],
  ];
  log(`\n| target | reached | measured |\n|---|---|---|`);
  for (const [name, ok, value] of judged) log(`| ${name} | ${ok ? 'yes' : 'NO'} | ${value} |`);
  if (figures.errors.length) {
    log(`\nerrors (first 20 of ${figures.errors.length}):`);
    for (const e of figures.errors.slice(0, 20)) log(`  ${e.name}: ${e.message}`);
  }
  // The exit code asserts what CI asserts: no error, nothing missed, the books balanced.
  return figures.errors.length === 0 && events.missed.length === 0 && books.ok;
}
