/*
 * Valid bet: what a bet counts towards turnover, points, rebate, VIP, missions, referral and the
 * agents' figures. Where one member can place several bets on one outcome (a lottery draw), the rule
 * real operators publish for hedging: the member's bets on the draw count by their result, the win or
 * the loss, never more than the stake. Bets that offset each other (both sides of an even-money play,
 * every outcome covered) win or lose little and count little; a push counts nothing. So no set of bets
 * on a draw earns rewards without losing at least what they count. A game of one bet a round (the
 * in-house games) has nothing to offset it: its stake counts.
 */

/** The valid bet of a member's stake on one round or draw that paid `payout` back. */
export function validBetOf(stake: number, payout: number): number {
  return Math.min(stake, Math.abs(payout - stake));
}

/**
 * A member's valid bet on one draw shared over the tickets it was placed in, in proportion to their
 * stakes (largest remainders, so the parts sum to the whole in minor units).
 */
export function shareValidBet(valid: number, stakes: readonly number[]): number[] {
  const total = stakes.reduce((sum, stake) => sum + stake, 0);
  if (total <= 0) return stakes.map(() => 0);
  const exact = stakes.map((stake) => (valid * stake) / total);
  const parts = exact.map(Math.floor);
  let left = valid - parts.reduce((sum, part) => sum + part, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}
