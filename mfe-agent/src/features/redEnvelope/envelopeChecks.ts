import { ENVELOPE_MAX_RECEIVERS } from '@portal/shared/contracts';

export type ReceiversProblem = 'none' | 'tooMany' | null;

/** 1 to 30 direct downlines share one envelope (the contract's limit). */
export function receiversProblem(count: number): ReceiversProblem {
  if (count === 0) return 'none';
  return count > ENVELOPE_MAX_RECEIVERS ? 'tooMany' : null;
}

/** Each receiver gets at least one minor unit, so the amount (minor units) must cover one each. */
export const coversEveryone = (amount: number, receivers: number) => amount >= receivers;
