// The budgets. `npm run bench` measures each, prints it beside its budget, and exits non-zero when one
// is exceeded. The tests never time anything (a loaded CI machine would make them flaky); the bench
// does. Bytes are not timings: the first load's JS and its React copies are judged by a journey on
// every change too (e2e/tests/budgets.spec.ts), against `firstLoadJs` here.
export const BUDGETS = [
  // The first load: the scripts until the page's first screen is there (on /, the first banner drawn
  // and the games' home sections ready; on a remote's page, that page) and the network is then quiet.
  { id: 'firstLoadJs', figure: "JS sent on / until its first screen is there and quiet (guest, as served, with the games' home sections)", max: 180 * 1024, unit: 'bytes' },
  // Signed in (bench/signed-in.mjs): a member's home and deposit page, the agent's centre, on a phone.
  { id: 'firstLoadJsMemberHome', figure: "JS sent on / until quiet, signed-in member (as served)", max: 190 * 1024, unit: 'bytes' },
  { id: 'firstLoadJsDeposit', figure: 'JS sent on /member/depositv2 until quiet, member (as served)', max: 215 * 1024, unit: 'bytes' },
  { id: 'firstLoadJsAgentHome', figure: 'JS sent on /agentHome until quiet, agent (as served)', max: 205 * 1024, unit: 'bytes' },
  { id: 'reactCopies', figure: 'copies of React on /', max: 1, unit: 'count' },
  { id: 'uncompressedScripts', figure: 'scripts sent uncompressed on /', max: 0, unit: 'count' },
  { id: 'lighthouseHome', figure: 'Lighthouse (mobile) score of /', min: 90, unit: 'score' },
  { id: 'lighthouseRng', figure: 'Lighthouse (mobile) score of /rng', min: 90, unit: 'score' },
  { id: 'lighthouseMemberHome', figure: 'Lighthouse (mobile) score of /, signed-in member', min: 90, unit: 'score' },
  { id: 'lighthouseDeposit', figure: 'Lighthouse (mobile) score of /member/depositv2, member', min: 90, unit: 'score' },
  { id: 'lighthouseAgentHome', figure: 'Lighthouse (mobile) score of /agentHome, agent', min: 90, unit: 'score' },
  { id: 'lcpHome', figure: 'LCP of / (Lighthouse mobile)', max: 1800, unit: 'ms' },
  { id: 'lcpRng', figure: 'LCP of /rng (Lighthouse mobile)', max: 1800, unit: 'ms' },
  { id: 'clsHome', figure: 'CLS of /', max: 0.1, unit: '' },
  { id: 'clsRng', figure: 'CLS of /rng', max: 0.1, unit: '' },
  { id: 'tbtHome', figure: 'TBT of / (Lighthouse mobile)', max: 200, unit: 'ms' },
  { id: 'tbtRng', figure: 'TBT of /rng (Lighthouse mobile)', max: 200, unit: 'ms' },
  { id: 'slow4gLogin', figure: 'Slow 4G: login button usable', max: 3000, unit: 'ms' },
  { id: 'remoteRoute', figure: "slowest remote's route after a click on a warm page", max: 300, unit: 'ms' },
  { id: 'gameSearchP99', figure: 'game name search p99, 16 concurrent', max: 20, unit: 'ms' },
  // An agent with 10,000 members below and 1,000,000 bet records (bench/agent-team.mjs), SQLite.
  { id: 'teamOverviewMonthP99', figure: 'agent team overview, this month: p99, 16 concurrent (10,000 members, 1M bets)', max: 100, unit: 'ms' },
  { id: 'teamOverviewRangeP99', figure: 'agent team overview, custom 31 days: p99, 16 concurrent', max: 100, unit: 'ms' },
  { id: 'teamProfitMonthP99', figure: 'agent team P&L page 1, this month: p99, 16 concurrent', max: 100, unit: 'ms' },
  { id: 'teamProfitRangeP99', figure: 'agent team P&L page 1, custom 31 days: p99, 16 concurrent', max: 100, unit: 'ms' },
  // One day's settlement of 10,000 daily salary contracts over the same 1,000,000 bets.
  { id: 'contractSettleDayMs', figure: 'settling one day for 10,000 contracts (1M bets), SQLite', max: 10_000, unit: 'ms' },
  // One lottery draw with 100,000 open bets drawn and settled (bench/lottery.mjs), SQLite.
  { id: 'lotterySettleDrawMs', figure: 'settling one lottery draw with 100,000 open bets, SQLite', max: 5_000, unit: 'ms' },
];

const show = (value, unit) =>
  unit === 'bytes' ? `${(value / 1024).toFixed(1)} KB` : unit === 'ms' ? `${Math.round(value).toLocaleString('en')} ms` : String(value);

/** Each budget with its measured value and verdict; `values` maps a budget id to what was measured. */
export function judge(values) {
  return BUDGETS.filter((b) => values[b.id] !== undefined).map((b) => {
    const value = values[b.id];
    const ok = b.max !== undefined ? value <= b.max : value >= b.min;
    return { ...b, value, ok, shown: show(value, b.unit), limit: `${b.max !== undefined ? '≤' : '≥'} ${show(b.max ?? b.min, b.unit)}` };
  });
}

export function printVerdicts(verdicts) {
  console.log('\n| figure | measured | budget | |\n|---|---|---|---|');
  for (const v of verdicts) console.log(`| ${v.figure} | ${v.shown} | ${v.limit} | ${v.ok ? 'ok' : '**OVER**'} |`);
  const over = verdicts.filter((v) => !v.ok);
  if (over.length) {
    console.error(`\nBENCH FAILED: ${over.length} budget(s) exceeded:`);
    for (const v of over) console.error(`  - ${v.figure}: ${v.shown} (budget ${v.limit})`);
  }
  return over.length;
}
