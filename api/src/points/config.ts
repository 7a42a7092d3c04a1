import type { PointConfig } from '@portal/shared/contracts';
import { POINT_REDEEM_MAX_QUANTITY } from '@portal/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

export type Db = Kysely<Database> | Transaction<Database>;

/** One point for every 100.00 (10,000 minor units) of settled valid bet. */
export const VALID_BET_PER_POINT = 10_000;
/** Conversions go in steps of 100 points, each paying 100.00 into the main wallet (1 point = 1.00): exact to the minor unit. */
export const CONVERT_UNIT_POINTS = 100;
export const CONVERT_UNIT_AMOUNT = 10_000;

/** MCS2_getPointConfig: the rates above and the exchange rate table the mall shows. */
export const POINT_CONFIG: PointConfig = {
  validBetPerPoint: VALID_BET_PER_POINT,
  convertUnitPoints: CONVERT_UNIT_POINTS,
  convertUnitAmount: CONVERT_UNIT_AMOUNT,
  minConvertPoints: CONVERT_UNIT_POINTS,
  maxRedeemQuantity: POINT_REDEEM_MAX_QUANTITY,
  rates: [100, 500, 1_000, 5_000, 10_000].map((points) => ({ points, amount: (points / CONVERT_UNIT_POINTS) * CONVERT_UNIT_AMOUNT })),
  expires: false,
};

/** The cash `points` convert to, or null when they are not a whole number of steps of at least the minimum. */
export function cashOfPoints(points: number): number | null {
  if (!Number.isSafeInteger(points) || points < POINT_CONFIG.minConvertPoints || points % CONVERT_UNIT_POINTS !== 0) return null;
  return (points / CONVERT_UNIT_POINTS) * CONVERT_UNIT_AMOUNT;
}
