/** The house accounts of the contract; `house:<kind>` for any other, when a caller names one. */
export const HOUSE = {
  deposit: 'house:deposit',
  withdrawal: 'house:withdrawal',
  game: 'house:game',
  bonus: 'house:bonus',
  // The points mall: points converted to cash, and the cash part of goods (api/src/points).
  points: 'house:points',
  // What the platform pays on a top agent's contracts (salaries, dividends).
  contract: 'house:contract',
  adjustment: 'house:adjustment',
  seed: 'house:seed',
} as const;

const HOUSE_OF_KIND: Record<string, string> = {
  seed: HOUSE.seed,
  adjustment: HOUSE.adjustment,
  bet: HOUSE.game,
  payout: HOUSE.game,
  deposit: HOUSE.deposit,
  withdrawal: HOUSE.withdrawal,
  bonus: HOUSE.bonus,
  points: HOUSE.points,
  salary: HOUSE.contract,
  dividend: HOUSE.contract,
};

/** The house account that is the other side of a kind: exact (`bet`), else by its prefix (`withdrawal.refund`). */
export function houseAccountOf(kind: string): string | undefined {
  return HOUSE_OF_KIND[kind] ?? HOUSE_OF_KIND[kind.split('.')[0] ?? ''];
}
