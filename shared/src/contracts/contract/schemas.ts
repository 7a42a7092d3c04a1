// Agent contracts and salaries: the upline's calls, the downline's answers (spec §7
// "Agent and contracts") and the consolidated contract info (spec §3 Contract). Re-exported by
// ../schemas. Rates: basis points for a percentage, minor units for a fixed amount.
import { Type, type Static } from '@sinclair/typebox';
import { Codes, CodesOrEmpty, PageOf, PagingFields, X_MESSAGE } from '../common/schemas';
import {
  CONTRACT_ANSWERS,
  CONTRACT_KINDS,
  CONTRACT_MAX_TIERS,
  CONTRACT_PRODUCTS,
  CONTRACT_SIDES,
  CONTRACT_STATUSES,
  DIVIDEND_PERIODS,
  RATE_BASIS,
  RATE_TYPES,
  SALARY_KINDS,
  SETTLEMENT_STATUSES,
  TERMINATION_ANSWERS,
} from './constants';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Threshold = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
const Count = Type.Integer({ minimum: 0, maximum: 1_000_000 });
const YesNo = Codes(['Y', 'N'] as const);
const NullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] });

export const ContractKind = Codes(CONTRACT_KINDS);
export type ContractKind = Static<typeof ContractKind>;
export const ContractProduct = Codes(CONTRACT_PRODUCTS);
export type ContractProduct = Static<typeof ContractProduct>;
export const DividendPeriod = Codes(DIVIDEND_PERIODS);
export type DividendPeriod = Static<typeof DividendPeriod>;
export const ContractStatus = Codes(CONTRACT_STATUSES);
export type ContractStatus = Static<typeof ContractStatus>;
export const RateType = Codes(RATE_TYPES);
export type RateType = Static<typeof RateType>;
export type ContractSide = (typeof CONTRACT_SIDES)[number];
export type ContractAnswerStatus = (typeof CONTRACT_ANSWERS)[number];

/**
 * One tier, the same shape for every kind: reached when the team's valid bet of the period is at
 * least `minimumBet` (a daily salary's `betVolume`), its net loss at least `netLoss` (dividends; 0 for
 * salaries) and its active members at least `activeMember`. It pays `rate`: basis points of the net
 * loss (dividend, always P) or of the valid bet (salary, P), or a fixed amount in minor units (F).
 */
export const ContractTier = Type.Object(
  { minimumBet: Threshold, netLoss: Threshold, activeMember: Count, rateType: RateType, rate: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) },
  { additionalProperties: false },
);
export type ContractTier = Static<typeof ContractTier>;

const Tiers = Type.Array(ContractTier, { minItems: 1, maxItems: CONTRACT_MAX_TIERS });
const Party = Type.Object({ id: Type.Integer(), account: Type.String() });

/** A contract as either side sees it. `tiers`: the signed terms (empty until first signed). */
export const AgentContract = Type.Object({
  id: Type.Integer(),
  kind: ContractKind,
  /** CONS for salaries; a dividend's product key. */
  product: ContractProduct,
  /** A dividend's period; null for salaries (their period is their kind). */
  period: Type.Union([DividendPeriod, Type.Null()]),
  status: ContractStatus,
  upline: Party,
  downline: Party,
  tiers: Type.Array(ContractTier),
  /** The terms waiting for the downline (P, E); null otherwise. */
  proposedTiers: Type.Union([Type.Array(ContractTier), Type.Null()]),
  proposedPeriod: Type.Union([DividendPeriod, Type.Null()]),
  /** Who asked to terminate (V). */
  terminationBy: Type.Union([Codes(CONTRACT_SIDES), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  signedAt: NullableString,
  endedAt: NullableString,
});
export type AgentContract = Static<typeof AgentContract>;

/** One step of a contract's life: who did what, when. */
export const ContractEvent = Type.Object({ at: Type.String(), action: Type.String(), by: Type.String(), status: ContractStatus });
export type ContractEvent = Static<typeof ContractEvent>;

export const ContractDetail = Type.Object({ contract: AgentContract, history: Type.Array(ContractEvent) });
export type ContractDetail = Static<typeof ContractDetail>;

export const ContractParams = Type.Object({ contractId: Id });
export type ContractParams = Static<typeof ContractParams>;

/** The agent's contracts: with its direct downline (`downline`, default) or with its own upline. */
export const ContractsQuery = Type.Object({
  side: Type.Optional(Codes(CONTRACT_SIDES)),
  kind: Type.Optional(CodesOrEmpty(CONTRACT_KINDS)),
  status: Type.Optional(CodesOrEmpty(CONTRACT_STATUSES)),
  account: Type.Optional(Type.String({ maxLength: 64 })),
  ...PagingFields,
});
export type ContractsQuery = Static<typeof ContractsQuery>;

export const ContractPage = PageOf(AgentContract);
export type ContractPage = Static<typeof ContractPage>;

/** A new contract offered to a direct downline (status P). */
export const OfferContractBody = Type.Object(
  { downlineId: Id, kind: ContractKind, product: Type.Optional(ContractProduct), period: Type.Optional(DividendPeriod), tiers: Tiers },
  { additionalProperties: false },
);
export type OfferContractBody = Static<typeof OfferContractBody>;

/** New terms for a signed contract (status E until the downline answers). */
export const AmendContractBody = Type.Object({ tiers: Tiers, period: Type.Optional(DividendPeriod) }, { additionalProperties: false });
export type AmendContractBody = Static<typeof AmendContractBody>;

/** The upline on a signed contract's termination: V ask, C confirm the downline's ask, A keep it. */
export const TerminationBody = Type.Object({ status: Codes(TERMINATION_ANSWERS) }, { additionalProperties: false });
export type TerminationBody = Static<typeof TerminationBody>;

export const ContractLimitsQuery = Type.Object({ kind: ContractKind, product: Type.Optional(ContractProduct) });
export type ContractLimitsQuery = Static<typeof ContractLimitsQuery>;

/**
 * The most the agent may give a downline of this kind and product: its own signed rate (its upline's
 * contract), or the platform's cap for a top agent; null where it may give none of that rate type.
 */
export const ContractLimits = Type.Object({
  kind: ContractKind,
  product: ContractProduct,
  source: Codes(['platform', 'upline', 'none'] as const),
  maxPercent: Type.Union([Type.Integer(), Type.Null()]),
  maxFixed: Type.Union([Type.Integer(), Type.Null()]),
  /**
   * A salary the platform pays (source `platform`): the least valid bet (minor units) each tier must
   * ask, beside at least PLATFORM_SALARY_MIN_ACTIVE_MEMBERS active member; null when none is asked.
   */
  minimumBet: Type.Union([Type.Integer(), Type.Null()]),
});
export type ContractLimits = Static<typeof ContractLimits>;

/*
 * The downline's answers (spec §7): status A accept (or keep, to the upline's termination ask), R
 * refuse, C confirm the upline's termination ask, V ask to terminate. Accepting terms below a rate the
 * downline already gives its own downline answers `applied: false, downlineHigherRate: 'Y'` and changes
 * nothing, unless `confirmHigherRate` is true: then those downline contracts end with the acceptance.
 */
const AnswerFields = { status: Codes(CONTRACT_ANSWERS), confirmHigherRate: Type.Optional(Type.Boolean()) };

export const DividendReqBody = Type.Object({ type: ContractProduct, ...AnswerFields }, { additionalProperties: false });
export type DividendReqBody = Static<typeof DividendReqBody>;
export const DailySalaryReqBody = Type.Object({ id: Id, ...AnswerFields }, { additionalProperties: false });
export type DailySalaryReqBody = Static<typeof DailySalaryReqBody>;
export const HourSalaryReqBody = Type.Object({ contractId: Id, ...AnswerFields }, { additionalProperties: false });
export type HourSalaryReqBody = Static<typeof HourSalaryReqBody>;
export const RealtimeSalaryReqBody = Type.Object({ id: Id, ...AnswerFields }, { additionalProperties: false });
export type RealtimeSalaryReqBody = Static<typeof RealtimeSalaryReqBody>;

export const ContractAnswer = Type.Object({
  applied: Type.Boolean(),
  downlineHigherRate: YesNo,
  /** The caller's own downline contracts that ended with this acceptance. */
  endedContracts: Type.Integer(),
  contract: AgentContract,
});
export type ContractAnswer = Static<typeof ContractAnswer>;

/*
 * The consolidated contract info (spec §3), in the platform's names: the caller's contracts as a
 * downline that are live (P, E, A, V), each kind in its own shape, and which record pages apply.
 */
const Waiting = { status: ContractStatus, downlineHigherRate: YesNo, terminationBy: Type.Union([Codes(CONTRACT_SIDES), Type.Null()]), upline: Type.String() };

export const DividendTierInfo = Type.Object({ minimumBet: Type.Integer(), netLoss: Type.Integer(), activeMember: Type.Integer(), contractRate: Type.Integer() });
export const DividendReq = Type.Object({ id: Type.Integer(), type: ContractProduct, period: DividendPeriod, ...Waiting, tiers: Type.Array(DividendTierInfo), proposed: Type.Union([Type.Array(DividendTierInfo), Type.Null()]) });
export type DividendReq = Static<typeof DividendReq>;

export const DailySalaryTierInfo = Type.Object({ betVolume: Type.Integer(), activeMember: Type.Integer(), rateType: RateType, rate: Type.Integer() });
export const DailySalaryReq = Type.Object({ id: Type.Integer(), ...Waiting, details: Type.Array(DailySalaryTierInfo), proposed: Type.Union([Type.Array(DailySalaryTierInfo), Type.Null()]) });
export type DailySalaryReq = Static<typeof DailySalaryReq>;

export const HourSalaryTierInfo = Type.Object({ minimumBet: Type.Integer(), activeMember: Type.Integer(), rateType: RateType, rate: Type.Integer() });
export const HourSalaryReq = Type.Object({ contractId: Type.Integer(), ...Waiting, hourSalaryRates: Type.Array(HourSalaryTierInfo), proposed: Type.Union([Type.Array(HourSalaryTierInfo), Type.Null()]) });
export type HourSalaryReq = Static<typeof HourSalaryReq>;

export const RealtimeSalaryReq = Type.Object({ id: Type.Integer(), ...Waiting, details: Type.Array(HourSalaryTierInfo), proposed: Type.Union([Type.Array(HourSalaryTierInfo), Type.Null()]) });
export type RealtimeSalaryReq = Static<typeof RealtimeSalaryReq>;

/** Which contract pages apply to the caller: a contract of that kind, live or settled, on either side. */
export const ContractInfoTypes = Type.Object({ dividend: Type.Boolean(), dailySalary: Type.Boolean(), hourlySalary: Type.Boolean(), realtimeSalary: Type.Boolean() });
export type ContractInfoTypes = Static<typeof ContractInfoTypes>;

export const ConsolidatedContracts = Type.Object({
  /** What the member owes its own downline (unpaid settlements, minor units): while above 0 the account is frozen (no bets, withdrawals or transfers). */
  owed: Type.Integer(),
  /** By product key. */
  divtypereq: Type.Record(Type.String(), DividendReq),
  dailysalreqtype: Type.Array(DailySalaryReq),
  contracthoursalreq: Type.Array(HourSalaryReq),
  realtimesalreqtype: Type.Array(RealtimeSalaryReq),
  infotypes: ContractInfoTypes,
});
export type ConsolidatedContracts = Static<typeof ConsolidatedContracts>;

/*
 * Settlements (the record pages agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary): one row per contract and period, with the inputs that decided it.
 */

/** `side`: `downline` (default) what the caller received from its upline; `upline` what it paid its downline. Site days, at most 31. */
export const SettlementsQuery = Type.Object({
  kind: ContractKind,
  side: Type.Optional(Codes(CONTRACT_SIDES)),
  from: Type.Optional(Type.String({ maxLength: 10, [X_MESSAGE]: 'validation.date' })),
  to: Type.Optional(Type.String({ maxLength: 10, [X_MESSAGE]: 'validation.date' })),
  account: Type.Optional(Type.String({ maxLength: 64 })),
  ...PagingFields,
});
export type SettlementsQuery = Static<typeof SettlementsQuery>;

export const SettlementStatus = Codes(SETTLEMENT_STATUSES);
export type SettlementStatus = Static<typeof SettlementStatus>;

export const ContractSettlement = Type.Object({
  id: Type.Integer(),
  contractId: Type.Integer(),
  kind: ContractKind,
  /** The period: a site day, `yyyy-MM-ddTHH` a site hour, a 5-minute window's start, or a dividend period (`W`, `H`, `M` + its start). */
  periodKey: Type.String(),
  periodStart: Type.String(),
  periodEnd: Type.String(),
  upline: Party,
  downline: Party,
  payer: Codes(['platform', 'upline'] as const),
  /** The inputs: the downline's team's valid bet, net loss and active members over the period. */
  validBet: Type.Integer(),
  netLoss: Type.Integer(),
  activeMembers: Type.Integer(),
  tier: Type.Union([ContractTier, Type.Null()]),
  amount: Type.Integer(),
  status: SettlementStatus,
  settledAt: Type.String(),
  paidAt: NullableString,
});
export type ContractSettlement = Static<typeof ContractSettlement>;

export const ContractSettlementPage = PageOf(ContractSettlement, {
  summary: Type.Object({ paid: Type.Integer(), unpaid: Type.Integer(), count: Type.Integer() }),
  from: Type.String(),
  to: Type.String(),
});
export type ContractSettlementPage = Static<typeof ContractSettlementPage>;

/** Ops: run the settlement jobs as of `asOf` (ISO time; default now), e.g. to settle a day that just ended. */
export const AdminSettleBody = Type.Object({ asOf: Type.Optional(Type.String({ maxLength: 40 })) }, { additionalProperties: false });
export type AdminSettleBody = Static<typeof AdminSettleBody>;

export const ContractJobReport = Type.Object({ settled: Type.Integer(), paid: Type.Integer(), unpaid: Type.Integer(), none: Type.Integer(), owedPaid: Type.Integer() });
export type ContractJobReport = Static<typeof ContractJobReport>;

const Money = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
const Cap = Type.Union([Money, Type.Null()]);
const BasisPoints = Type.Integer({ minimum: 0, maximum: RATE_BASIS });

/** Per salary kind: the most the platform pays one top agent's contracts together for one period; null: no cap. */
export const SalaryPeriodCaps = Type.Object(
  Object.fromEntries(SALARY_KINDS.map((kind) => [kind, Cap])) as Record<(typeof SALARY_KINDS)[number], typeof Cap>,
  { additionalProperties: false },
);
export type SalaryPeriodCaps = Static<typeof SalaryPeriodCaps>;

/**
 * The site's contract rules, set by ops. Money in minor units, percentages in basis points.
 * `topAgentCaps`: the most a top agent may give; `activeMemberMinValidBet`: a member is active in a
 * period with this much valid bet; `platformSalaryMinimumBet`: the least valid bet each tier of a
 * salary the platform pays must ask; `platformSalaryPeriodCaps`: what the platform pays a top agent's
 * salaries together per period, at most.
 */
export const ContractRules = Type.Object({
  topAgentCaps: Type.Object({ dividendPercent: BasisPoints, salaryPercent: BasisPoints, salaryFixed: Money }, { additionalProperties: false }),
  activeMemberMinValidBet: Money,
  platformSalaryMinimumBet: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  platformSalaryPeriodCaps: SalaryPeriodCaps,
});
export type ContractRules = Static<typeof ContractRules>;

/** Ops: changes to the contract rules; what is left out stays (a cap kind left out keeps its cap). */
export const ContractRulesBody = Type.Object(
  {
    topAgentCaps: Type.Optional(Type.Partial(ContractRules.properties.topAgentCaps, { additionalProperties: false })),
    activeMemberMinValidBet: Type.Optional(ContractRules.properties.activeMemberMinValidBet),
    platformSalaryMinimumBet: Type.Optional(ContractRules.properties.platformSalaryMinimumBet),
    platformSalaryPeriodCaps: Type.Optional(Type.Partial(SalaryPeriodCaps, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type ContractRulesBody = Static<typeof ContractRulesBody>;
