/** A rebate rate in basis points as a percent for people: 30 → "0.3%", 100 → "1.0%". */
export function formatRate(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(basisPoints % 10 === 0 ? 1 : 2)}%`;
}
