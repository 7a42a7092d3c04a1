// Ops delivery of remotes (docs/wire-contract.md "Delivery of remotes").
import { Type, type Static } from '@sinclair/typebox';
import { Codes } from '../common/schemas';
import { HEALTH_BATCH_MAX, RELEASE_ACTIONS, REMOTE_CHANNELS, REMOTE_NAMES, REMOTE_OUTCOMES } from './constants';

const Str = Type.String();
const Int = Type.Integer();
const NullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] });
const Version = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9][A-Za-z0-9._+-]*$' });
/** An entry URL: the usual `/remotes/<name>/<version>/mf-manifest.json`, or an absolute http(s) URL. */
const Entry = Type.String({ minLength: 1, maxLength: 500, pattern: '^(/remotes/|https?://)' });
const Actor = Type.String({ minLength: 1, maxLength: 64 });
const Reason = Type.String({ minLength: 1, maxLength: 300 });
const Percent = Type.Integer({ minimum: 0, maximum: 100 });

/**
 * `/remotes.json` as a visitor's page gets it: each remote's entry and version, and the channel it came
 * from (a canary is sticky per visitor; an override pins this browser). Unknown keys are ignored.
 */
export const VisitorRegistryEntry = Type.Object({
  entry: Str,
  version: Str,
  channel: Type.Optional(Codes(REMOTE_CHANNELS)),
  /** This load's token (signed, short-lived, for this visitor, remote and version): the health beacon sends it back. */
  token: Type.Optional(Str),
  /** The version an override pinned this browser to, withdrawn by ops: the pin is gone and this entry replaces it. */
  withdrawn: Type.Optional(Str),
});
export type VisitorRegistryEntry = Static<typeof VisitorRegistryEntry>;

/** Who gets a canary besides its share of visitors: agents only, members of these merchants, these accounts. */
export const CanaryCohort = Type.Object(
  {
    agentsOnly: Type.Optional(Type.Boolean()),
    merchants: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { maxItems: 20 })),
    accounts: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 200 })),
  },
  { additionalProperties: false },
);
export type CanaryCohort = Static<typeof CanaryCohort>;

/** A remote's rollout now: its stable build, and the canary with its share and cohort, if one runs. */
export const RemoteRollout = Type.Object({
  remote: Codes(REMOTE_NAMES),
  stable: Type.Object({ version: Str, entry: Str }),
  canary: Type.Union([Type.Object({ version: Str, entry: Str, percent: Int, cohort: CanaryCohort, startedAt: Str }), Type.Null()]),
});
export type RemoteRollout = Static<typeof RemoteRollout>;

/** One record of the history: who changed what, when, from which version to which, and why. */
export const ReleaseRecord = Type.Object({
  id: Int,
  remote: Codes(REMOTE_NAMES),
  action: Codes(RELEASE_ACTIONS),
  fromVersion: NullableString,
  toVersion: NullableString,
  percent: Type.Union([Int, Type.Null()]),
  actor: Str,
  reason: Str,
  at: Str,
});
export type ReleaseRecord = Static<typeof ReleaseRecord>;
export const ReleaseHistory = Type.Array(ReleaseRecord);
export type ReleaseHistory = Static<typeof ReleaseHistory>;
export const ReleaseHistoryQuery = Type.Object({ remote: Type.Optional(Codes(REMOTE_NAMES)), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) });
export type ReleaseHistoryQuery = Static<typeof ReleaseHistoryQuery>;

/** A version's loads in a window: how many, how many failed, and the failures by class. */
export const VersionHealth = Type.Object({
  version: Str,
  loads: Int,
  failures: Int,
  outcomes: Type.Record(Type.String(), Int),
});
export type VersionHealth = Static<typeof VersionHealth>;

/** The ops page's view of a remote: the rollout, the last hour's health per version, and its history. */
export const RemoteOverview = Type.Composite([RemoteRollout, Type.Object({ health: Type.Array(VersionHealth), history: ReleaseHistory })]);
export type RemoteOverview = Static<typeof RemoteOverview>;
export const RemotesOverview = Type.Array(RemoteOverview);
export type RemotesOverview = Static<typeof RemotesOverview>;

/** Ops: the stable version of a remote (its entry defaults to `/remotes/<remote>/<version>/mf-manifest.json`). */
export const RemoteSetBody = Type.Object({ remote: Codes(REMOTE_NAMES), version: Version, entry: Type.Optional(Entry), actor: Actor, reason: Reason }, { additionalProperties: false });
export type RemoteSetBody = Static<typeof RemoteSetBody>;
/** Ops: a canary: a share of visitors (sticky per visitor) and/or a cohort get this version. */
export const RemoteCanaryBody = Type.Object(
  { remote: Codes(REMOTE_NAMES), version: Version, entry: Type.Optional(Entry), percent: Percent, cohort: Type.Optional(CanaryCohort), actor: Actor, reason: Reason },
  { additionalProperties: false },
);
export type RemoteCanaryBody = Static<typeof RemoteCanaryBody>;
/** Ops: widen (or narrow) the running canary; visitors already in it stay in while it widens. */
export const RemoteWidenBody = Type.Object({ remote: Codes(REMOTE_NAMES), percent: Percent, cohort: Type.Optional(CanaryCohort), actor: Actor, reason: Reason }, { additionalProperties: false });
export type RemoteWidenBody = Static<typeof RemoteWidenBody>;
/** Ops: promote the canary to stable, or roll back (a running canary is dropped; else stable goes back one). */
export const RemoteActionBody = Type.Object({ remote: Codes(REMOTE_NAMES), actor: Actor, reason: Reason }, { additionalProperties: false });
export type RemoteActionBody = Static<typeof RemoteActionBody>;
/** Ops: roll back (a running canary is dropped; else stable goes back one); one click, a reason optional. */
export const RemoteRollbackBody = Type.Object({ remote: Codes(REMOTE_NAMES), actor: Actor, reason: Type.Optional(Reason) }, { additionalProperties: false });
export type RemoteRollbackBody = Static<typeof RemoteRollbackBody>;

/** Ops: a signed link pinning one browser's remote to a version for a while (a team testing in production). */
export const OverrideLinkBody = Type.Object(
  { remote: Codes(REMOTE_NAMES), version: Version, entry: Type.Optional(Entry), minutes: Type.Integer({ minimum: 1, maximum: 7 * 24 * 60 }), actor: Actor },
  { additionalProperties: false },
);
export type OverrideLinkBody = Static<typeof OverrideLinkBody>;
export const OverrideLink = Type.Object({ url: Str, expiresAt: Str });
export type OverrideLink = Static<typeof OverrideLink>;

/**
 * The shell's reports of remote loads, batched (navigator.sendBeacon); no personal data. One report is
 * one load: `token` is the load token `/remotes.json` gave with that remote's entry, and a token counts
 * once (a report without a valid one is dropped).
 */
export const HealthReport = Type.Object(
  { remote: Codes(REMOTE_NAMES), version: Version, outcome: Codes(REMOTE_OUTCOMES), token: Type.String({ minLength: 1, maxLength: 512 }) },
  { additionalProperties: false },
);
export type HealthReport = Static<typeof HealthReport>;
export const HealthReportBody = Type.Object({ reports: Type.Array(HealthReport, { minItems: 1, maxItems: HEALTH_BATCH_MAX }) }, { additionalProperties: false });
export type HealthReportBody = Static<typeof HealthReportBody>;
