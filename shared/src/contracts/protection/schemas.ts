// Player protection: limits, cool-off, self-exclusion, and the record of their changes.
import { Type, type Static } from '@sinclair/typebox';
import { Codes } from '../common/schemas';
import { EXCLUSION_LENGTHS, PROTECTION_LIMIT_KINDS, PROTECTION_PERIODS, REALITY_CHECK_MINUTES, type RealityCheckMinutes } from './constants';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);
/** A limit's amount: minor units (money limits) or minutes (the session limit); null: none. */
const LimitAmount = Type.Union([Type.Integer({ minimum: 1, maximum: 1e13 }), Type.Null()]);

export const ProtectionLimitBody = Type.Object(
  {
    kind: Codes(PROTECTION_LIMIT_KINDS),
    /** The period of a money limit; the session limit has none (send `day` or leave it out). */
    period: Type.Optional(Codes(PROTECTION_PERIODS)),
    /** The new limit (minor units; minutes for `session`, at most a day), or null to remove it. */
    amount: LimitAmount,
  },
  { additionalProperties: false },
);
export type ProtectionLimitBody = Static<typeof ProtectionLimitBody>;

export const ProtectionExclusionBody = Type.Object(
  {
    /** `24h`, `7d`, `30d`: a cool-off; `6m`, `1y`, `5y`: a self-exclusion. */
    length: Codes(EXCLUSION_LENGTHS),
  },
  { additionalProperties: false },
);
export type ProtectionExclusionBody = Static<typeof ProtectionExclusionBody>;

export const ProtectionRealityCheckBody = Type.Object(
  {
    /** Minutes of play between two reality checks: 15, 30 or 60. */
    minutes: Type.Unsafe<RealityCheckMinutes>({ type: 'integer', enum: [...REALITY_CHECK_MINUTES] }),
  },
  { additionalProperties: false },
);
export type ProtectionRealityCheckBody = Static<typeof ProtectionRealityCheckBody>;

/** The caller's play in its current session (since it signed in), in minor units. */
export const ProtectionSessionPlay = Type.Object({
  /** When the session was opened (the sign-in). */
  startedAt: Type.String(),
  /** Money staked since then: bets from the main wallet and money moved into vendors' games. */
  stakes: Type.Integer(),
  /** Wins and money back from vendors' games minus the stakes: negative is a loss. */
  net: Type.Integer(),
});
export type ProtectionSessionPlay = Static<typeof ProtectionSessionPlay>;

export const ProtectionLimit = Type.Object({
  kind: Codes(PROTECTION_LIMIT_KINDS),
  /** `day`, `week`, `month`; `session` for the session limit. */
  period: Type.String(),
  /** The limit in force (minor units, minutes for the session limit); null: none in force. */
  amount: NullableInteger,
  /** A raise or removal waiting its 24 hours: the value then (null: removed) and when it applies. */
  pending: Type.Union([Type.Object({ amount: NullableInteger, appliesAt: Type.String() }), Type.Null()]),
  /** What this period has used so far (money limits; 0 for the session limit). */
  used: Type.Integer(),
  /** What is left this period; null without a limit in force. */
  remaining: NullableInteger,
  /** When the period starts again (money limits). */
  resetsAt: NullableString,
});
export type ProtectionLimit = Static<typeof ProtectionLimit>;

export const ProtectionExclusion = Type.Object({
  kind: Codes(['coolOff', 'selfExclusion'] as const),
  length: Codes(EXCLUSION_LENGTHS),
  since: Type.String(),
  until: Type.String(),
});
export type ProtectionExclusion = Static<typeof ProtectionExclusion>;

export const ProtectionStatus = Type.Object({
  limits: Type.Array(ProtectionLimit),
  /** The cool-off or self-exclusion in force, or null. */
  exclusion: Type.Union([ProtectionExclusion, Type.Null()]),
  /** Minutes of play between two reality checks (15, 30, 60; 60 until the player chooses). */
  realityCheckMinutes: Type.Integer(),
});
export type ProtectionStatus = Static<typeof ProtectionStatus>;

/** The `value` of a limit refusal: which limit held, what it leaves and when its period resets. */
export const ProtectionRefusal = Type.Object({
  kind: Codes(PROTECTION_LIMIT_KINDS),
  period: Type.String(),
  limit: Type.Integer(),
  remaining: Type.Integer(),
  resetsAt: Type.String(),
});
export type ProtectionRefusal = Static<typeof ProtectionRefusal>;

/** One change of a limit or an exclusion: who, when, from what to what, and when it applies. */
export const ProtectionChange = Type.Object({
  id: Type.Integer(),
  /** `limit`, `exclusion`, or `realityCheck` (how often the reality check comes, in minutes). */
  subject: Codes(['limit', 'exclusion', 'realityCheck'] as const),
  /** The limit's kind (`deposit`…`session`), the exclusion's (`coolOff`, `selfExclusion`), or `realityCheck`. */
  kind: Type.String(),
  /** The limit's period, the exclusion's length. */
  period: Type.String(),
  from: NullableInteger,
  to: NullableInteger,
  /** Who made it: `member` (the player), `ops`, or `system` (a pending raise applying, an exclusion ending). */
  by: Type.String(),
  at: Type.String(),
  appliesAt: Type.String(),
  /** An exclusion's end; null for a limit. */
  until: NullableString,
});
export type ProtectionChange = Static<typeof ProtectionChange>;

export const ProtectionHistory = Type.Array(ProtectionChange);
export type ProtectionHistory = Static<typeof ProtectionHistory>;

export const AdminProtectionQuery = Type.Object({
  /** `limits`: members with any limit; `excluded`: members in a cool-off or self-exclusion; default both. */
  filter: Type.Optional(Codes(['limits', 'excluded'] as const)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});
export type AdminProtectionQuery = Static<typeof AdminProtectionQuery>;

export const AdminProtectionMember = Type.Object({
  memberId: Type.Integer(),
  account: Type.String(),
  limits: Type.Array(ProtectionLimit),
  exclusion: Type.Union([ProtectionExclusion, Type.Null()]),
});
export type AdminProtectionMember = Static<typeof AdminProtectionMember>;

export const AdminProtectionMembers = Type.Array(AdminProtectionMember);
export type AdminProtectionMembers = Static<typeof AdminProtectionMembers>;
