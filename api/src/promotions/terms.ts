import type { PromotionRow } from '../db/schema';
import { translate, type Language } from '../http/messages';
import { rulesOf, textsOf } from './rules';

/**
 * A promotion's terms as the member reads them: the operator's text, and for a bonus with a turnover
 * the platform's own rules on it, written once here for every promotion: what counts as valid bet
 * (games/valid-bet.ts) and what the claim locks in the wallet (turnover.ts).
 */
export function termsOf(row: Pick<PromotionRow, 'texts' | 'rules' | 'kind'>, language: Language): string {
  const own = textsOf(row, language).terms;
  if (!((rulesOf(row).turnoverMultiplier ?? 0) > 0)) return own;
  return [own, translate(language, 'promotion.terms.validBet'), translate(language, 'promotion.terms.locked')].join('\n');
}
