// Risk events: the abuses the platform refused, for ops.
import { Type, type Static } from '@sinclair/typebox';
import { RISK_KINDS } from './constants';

const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

export const RiskKindSchema = Type.Union(RISK_KINDS.map((kind) => Type.Literal(kind)));

export const AdminRiskQuery = Type.Object({
  kind: Type.Optional(RiskKindSchema),
  memberId: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Newest first; at most this many (default 100). */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});
export type AdminRiskQuery = Static<typeof AdminRiskQuery>;

export const RiskEvent = Type.Object({
  id: Type.Integer(),
  memberId: NullableInteger,
  account: Type.Union([Type.String(), Type.Null()]),
  kind: RiskKindSchema,
  /** The amount the attempt was about (minor units), when it had one. */
  amount: NullableInteger,
  detail: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type RiskEvent = Static<typeof RiskEvent>;

export const RiskEvents = Type.Array(RiskEvent);
export type RiskEvents = Static<typeof RiskEvents>;
