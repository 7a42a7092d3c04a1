import type { Generated } from 'kysely';
import type { IsoTime } from './common';

/** A refused abuse ops can list (api/src/risk): who, what, how much. */
export interface RiskEventTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number | null;
  kind: string;
  amount: number | null;
  detail: string | null;
  created_at: IsoTime;
}
