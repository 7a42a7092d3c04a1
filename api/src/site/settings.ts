/*
 * Site settings: small JSON documents per merchant (table site_setting), read whole. The defaults
 * below apply to any key a merchant has not stored yet; the demo site's values are in seed/.
 */

import { SYSTEM_STATUS, WHITELABEL_MOD_IDS, type ContractRules, type SystemStatusCode, type Whitelabel, type WhitelabelModId } from '@portal/shared/contracts';

export type { SystemStatusCode };
export const STATUS_NORMAL = SYSTEM_STATUS.normal;
export const STATUS_MAINTENANCE = SYSTEM_STATUS.maintenance;
export const STATUS_REGION_BLOCKED = SYSTEM_STATUS.regionRestricted;

export interface StatusSetting {
  status: SystemStatusCode;
  title: string | null;
  message: string | null;
  /** ISO time the maintenance is expected to end, or null. */
  maintenanceEnd: string | null;
}

/** Visitor IPs that get the region-block page (status 2). */
export interface RegionBlockSetting {
  ips: string[];
}

/** Spec §3 whitelabel modules (modId → on/off): the contract's. */
export { WHITELABEL_MOD_IDS };
export type { WhitelabelModId };
export type WhitelabelFlags = Whitelabel;

export interface ResourceLink {
  resourceType: string;
  url: string;
  labelNameEn: string;
}

export interface CustomerServiceEntry {
  csType: string;
  title: string;
  path: string;
}

export interface DomainRoute {
  domain: string;
  route: string;
}

/** Verification codes (SMS and e-mail). */
export interface VerificationSetting {
  /** How long a code lives; also the client's resend countdown (spec §4: expiredMinutes × 60 s). */
  expiredMinutes: number;
}

/** A site's changes to one registration field's rule (member/register-rules.ts): any part of it. */
export interface FieldRuleOverride {
  enabled?: boolean;
  required?: boolean;
  acceptedPattern?: string;
  patternId?: string;
  minLength?: number | '*';
  maxLength?: number | '*';
}

/** Withdrawal limits, in minor units (api/src/funds). */
export interface WithdrawLimitsSetting {
  /** Smallest and largest single withdrawal. */
  min: number;
  max: number;
  /** Most money and most withdrawals per member per Myanmar calendar day (rejected ones do not count). */
  dailyMax: number;
  dailyCountMax: number;
}

/** Agent contracts (api/src/contract), the contract's shape (ops set it: PUT /wps/admin/contracts/rules). */
export type ContractRulesSetting = ContractRules;

export interface SiteSettings {
  status: StatusSetting;
  regionBlock: RegionBlockSetting;
  whitelabel: WhitelabelFlags;
  resources: ResourceLink[];
  customerService: CustomerServiceEntry[];
  domainRoute: DomainRoute[];
  /** Null: the host the visitor used. */
  mainDomain: string | null;
  analytics: { gtagId: string | null };
  imageCDNs: string[];
  launchGameCDNs: string[];
  verification: VerificationSetting;
  /** Per-field changes to the platform's registration rules: which fields show, which are required. */
  registerFields: Record<string, FieldRuleOverride>;
  /** Withdrawal limits. */
  withdrawLimits: WithdrawLimitsSetting;
  /** Seconds after which a pending withdrawal is approved and disbursed by itself (the demo's stand-in for ops); 0: off, ops do it. */
  withdrawAutoProcessSeconds: number;
  /** Minutes the member has to confirm a disbursed withdrawal; then it counts as received (forced, final). */
  withdrawConfirmMinutes: number;
  /**
   * Percent of each deposit that must be played (valid bet) before it may leave the wallet again by
   * withdrawal or transfer (100: once over); 0: deposits are not held. Money laundering's rule.
   */
  depositRolloverPercent: number;
  contractRules: ContractRulesSetting;
}

export type SettingKey = keyof SiteSettings;

const allOff = Object.fromEntries(WHITELABEL_MOD_IDS.map((id) => [id, false])) as WhitelabelFlags;

export const DEFAULT_SETTINGS: SiteSettings = {
  status: { status: STATUS_NORMAL, title: null, message: null, maintenanceEnd: null },
  regionBlock: { ips: [] },
  // A site with nothing configured still needs one way to register.
  whitelabel: { ...allOff, USERNAMEREG3: true },
  resources: [],
  customerService: [],
  domainRoute: [],
  mainDomain: null,
  analytics: { gtagId: null },
  imageCDNs: [],
  launchGameCDNs: [],
  verification: { expiredMinutes: 5 },
  registerFields: {},
  // K 100 to K 50,000 a withdrawal, K 100,000 and 5 withdrawals a day.
  withdrawLimits: { min: 10_000, max: 5_000_000, dailyMax: 10_000_000, dailyCountMax: 5 },
  withdrawAutoProcessSeconds: 0,
  withdrawConfirmMinutes: 30,
  depositRolloverPercent: 0,
  // A top agent gives at most 50 % of a net loss as dividend, 3 % of a valid bet or K 10,000 as salary.
  // A salary the platform pays asks at least K 10 of valid bet a tier, and pays one top agent's
  // salaries together at most K 1,000,000 a day, K 50,000 an hour, K 5,000 a 5-minute window.
  contractRules: {
    topAgentCaps: { dividendPercent: 5_000, salaryPercent: 300, salaryFixed: 1_000_000 },
    activeMemberMinValidBet: 1,
    platformSalaryMinimumBet: 1_000,
    platformSalaryPeriodCaps: { dailySalary: 100_000_000, hourlySalary: 5_000_000, realtimeSalary: 500_000 },
  },
};
