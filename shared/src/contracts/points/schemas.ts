// The points mall (docs/wire-contract.md "Points"). Points are whole numbers; money is integer
// minor units; times are ISO-8601 UTC strings; names and details come in the caller's language.
import { Type, type Static } from '@sinclair/typebox';
import { Codes, PaymentPassword } from '../common/schemas';
import { POINT_DECISIONS, POINT_ENTRY_KINDS, POINT_EXCHANGE_STATUSES, POINT_EXCHANGE_TYPES, POINT_REDEEM_MAX_QUANTITY } from './constants';

const Str = Type.String();
const Int = Type.Integer();
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const NullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] });
const PointsRequestId = Type.String({ minLength: 1, pattern: '^[A-Za-z0-9-]{8,64}$' });

/** MCS2_getPointBalance: the points held now and all earned so far (points never expire). */
export const PointBalance = Type.Object({ points: Int, earned: Int, validBetCounted: Int });
export type PointBalance = Static<typeof PointBalance>;

/** A row of the exchange rate table: this many points convert to this much cash. */
export const PointRate = Type.Object({ points: Int, amount: Int });
export type PointRate = Static<typeof PointRate>;

/**
 * MCS2_getPointConfig: `validBetPerPoint` of valid bet earns one point; conversions go in steps of
 * `convertUnitPoints` (at least `minConvertPoints`), each paying `convertUnitAmount`, so every
 * conversion is exact to the minor unit.
 */
export const PointConfig = Type.Object({
  validBetPerPoint: Int,
  convertUnitPoints: Int,
  convertUnitAmount: Int,
  minConvertPoints: Int,
  maxRedeemQuantity: Int,
  rates: Type.Array(PointRate),
  expires: Type.Boolean(),
});
export type PointConfig = Static<typeof PointConfig>;

/**
 * getPointReward: a good of the mall with its stock. `ships`: a good sent to the member by post (a
 * redeem asks a shipping address); false for what needs none (a phone top-up goes to the phone).
 */
export const PointGood = Type.Object({
  goodId: Int,
  code: Str,
  name: Str,
  details: Str,
  imageUrl: Str,
  points: Int,
  amount: Int,
  stock: Int,
  available: Int,
  redeemed: Int,
  ships: Type.Boolean(),
});
export type PointGood = Static<typeof PointGood>;
export const PointGoodList = Type.Array(PointGood);
export type PointGoodList = Static<typeof PointGoodList>;

/** An exchange of the redeem history (a good, or a conversion to cash). */
export const PointExchange = Type.Object({
  orderNo: Str,
  requestTime: Str,
  exchangeType: Codes(POINT_EXCHANGE_TYPES),
  goodId: Type.Union([Int, Type.Null()]),
  itemName: Str,
  quantity: Int,
  points: Int,
  amount: Int,
  paidAmount: Int,
  status: Codes(POINT_EXCHANGE_STATUSES),
  remark: NullableString,
  address: NullableString,
  phone: NullableString,
  decidedTime: NullableString,
});
export type PointExchange = Static<typeof PointExchange>;
export const PointExchangeList = Type.Array(PointExchange);
export type PointExchangeList = Static<typeof PointExchangeList>;

/** ODSFE2_MemTransDet: a movement of the member's points, newest first. */
export const PointEntry = Type.Object({
  entryId: Int,
  kind: Codes(POINT_ENTRY_KINDS),
  points: Int,
  balanceAfter: Int,
  reference: NullableString,
  time: Str,
});
export type PointEntry = Static<typeof PointEntry>;
export const PointEntryList = Type.Array(PointEntry);
export type PointEntryList = Static<typeof PointEntryList>;

/**
 * passwordCheck/MCS2_redeemPointReward (E): idempotent on `requestId`. `address` is asked only for a
 * good that ships (`PointGood.ships`): absent or blank is refused for one, and not kept for any other.
 */
export const RedeemPointBody = Type.Object(
  {
    goodId: Id,
    quantity: Type.Integer({ minimum: 1, maximum: POINT_REDEEM_MAX_QUANTITY }),
    paymentPassword: PaymentPassword,
    address: Type.Optional(Type.String({ maxLength: 200 })),
    phone: Type.String({ maxLength: 32 }),
    requestId: PointsRequestId,
  },
  { additionalProperties: false },
);
export type RedeemPointBody = Static<typeof RedeemPointBody>;

/** passwordCheck/MCS2_convertPoint (E): idempotent on `requestId`. */
export const ConvertPointBody = Type.Object(
  { points: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }), paymentPassword: PaymentPassword, requestId: PointsRequestId },
  { additionalProperties: false },
);
export type ConvertPointBody = Static<typeof ConvertPointBody>;

/** What a redeem or conversion answers: the exchange, the points left and the main wallet's balance. */
export const PointExchangeAnswer = Type.Object({ exchange: PointExchange, points: Int, balance: Int });
export type PointExchangeAnswer = Static<typeof PointExchangeAnswer>;

/** Ops: approve (confirm) or reject a goods exchange in process; a rejection gives back points, stock and cash once. */
export const PointDecideBody = Type.Object(
  { orderNo: Type.String({ minLength: 1, maxLength: 64 }), decision: Codes(POINT_DECISIONS), remark: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);
export type PointDecideBody = Static<typeof PointDecideBody>;
