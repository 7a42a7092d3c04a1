import type { Generated } from 'kysely';
import type { IsoTime } from './common';

/* The manual rebate (api/src/vip, migration 0022-vip). */

/** A member's manual rebate watermark: the last bet record a claim paid for (0: never claimed). */
export interface VipRebateTable {
  member_id: number;
  last_bet_id: Generated<number>;
  last_claimed_at: IsoTime | null;
}

/** A paid manual rebate claim: bet records (from, to], their valid bet, the rate (basis points), the amount. */
export interface VipRebateClaimTable {
  id: Generated<number>;
  member_id: number;
  from_bet_id: number;
  to_bet_id: number;
  valid_bet: number;
  rate: number;
  amount: number;
  claimed_at: IsoTime;
}

/** The rank salary of a member's site month (`YYYY-MM`), once, with the level it was paid for. */
export interface VipSalaryTable {
  member_id: number;
  period: string;
  level: number;
  amount: number;
  issued_at: IsoTime;
}
