import { depositBonusOf, JOINABLE_PROMOTION_KINDS, type PromotionEligibility, type PromotionKind, type PromotionPrize, type PromotionRules, type TicketType } from '@portal/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database, PromotionRow } from '../db/schema';
import type { Language } from '../http/messages';

export type Db = Kysely<Database> | Transaction<Database>;

/** The rules a promotion stores (column `rules`, JSON); every amount in minor units, absent means 0. */
export interface StoredRules {
  /** Deposit kinds (FIRST…FIFTH_DEPOSIT, DEPOSIT): the bonus is this percent of the deposit… */
  bonusPercent?: number;
  /** …up to this cap (0: no cap). */
  bonusCap?: number;
  /** The fixed bonus an approval issues (SIGNUP), or the register / Zalo-binding bonus. */
  bonusAmount?: number;
  /** Deposit kinds: a smaller deposit earns nothing. */
  minDeposit?: number;
  /** Valid bet required after the claim: bonus × this (0: none). */
  turnoverMultiplier?: number;
  /** Tickets handed out when the member qualifies (a raffle's join, a sign-up's approval). */
  tickets?: { type: TicketType; count: number };
  /** MISSION: what the window counts (settled valid bet, credited deposits, settled rounds; api/src/missions). */
  measure?: 'VALID_BET' | 'DEPOSIT' | 'ROUNDS';
  /** MISSION: the targets (ascending) and the bonus each issues once reached. */
  milestones?: { target: number; bonus: number }[];
  /** SIGNUP: joining is an application with a comment and up to 3 images, decided by an operator. */
  application?: boolean;
  /** Who may take it (eligibility.ts); absent: every member of its audience. */
  eligibility?: StoredEligibility;
}

/** Ops' rules of who may take a promotion; absent means no such rule. */
export interface StoredEligibility {
  /** Only accounts their owners registered (not an agent's opening, not the seed's). */
  selfRegisteredOnly?: boolean;
  /** Not accounts an agent opened. */
  notAgentOpened?: boolean;
  /** A number proven by an SMS code. */
  verifiedPhone?: boolean;
  /** Once per phone number, per browser, per bank account number, across every member. */
  onePerPhone?: boolean;
  onePerDevice?: boolean;
  onePerPaymentAccount?: boolean;
  /** Credited deposits of at least this much in all (minor units). */
  minDepositTotal?: number;
}

export interface PromotionTexts {
  title: string;
  summary: string;
  terms: string;
}

export function rulesOf(row: Pick<PromotionRow, 'rules'>): StoredRules {
  return JSON.parse(row.rules) as StoredRules;
}

export function textsOf(row: Pick<PromotionRow, 'texts'>, language: Language): PromotionTexts {
  const texts = JSON.parse(row.texts) as Partial<Record<Language, PromotionTexts>>;
  // MY is the site's default language; a promotion written in it is shown when another is missing.
  return texts[language] ?? texts.MY ?? texts.EN ?? { title: '', summary: '', terms: '' };
}

/** The rules as the wire shows them (every field present). */
export function wireRules(rules: StoredRules, prizes: PromotionPrize[]): PromotionRules {
  return {
    bonusPercent: rules.bonusPercent ?? 0,
    bonusCap: rules.bonusCap ?? 0,
    bonusAmount: rules.bonusAmount ?? 0,
    minDeposit: rules.minDeposit ?? 0,
    turnoverMultiplier: rules.turnoverMultiplier ?? 0,
    ticketType: rules.tickets?.type ?? null,
    ticketCount: rules.tickets?.count ?? 0,
    prizes,
    application: rules.application ?? false,
    eligibility: wireEligibility(rules.eligibility ?? {}),
  };
}

export function wireEligibility(rules: StoredEligibility): PromotionEligibility {
  return {
    selfRegisteredOnly: rules.selfRegisteredOnly ?? false,
    notAgentOpened: rules.notAgentOpened ?? false,
    verifiedPhone: rules.verifiedPhone ?? false,
    onePerPhone: rules.onePerPhone ?? false,
    onePerDevice: rules.onePerDevice ?? false,
    onePerPaymentAccount: rules.onePerPaymentAccount ?? false,
    minDepositTotal: rules.minDepositTotal ?? 0,
  };
}

/** A deposit kind: the bonus a deposit earns (the contract's rule, which the deposit page shows too). */
export function depositBonus(rules: StoredRules, deposit: number): number {
  return depositBonusOf(rules, deposit);
}

/** Whether the promotion takes part now: COMING_SOON before its window, CLOSED after it or with its budget spent. */
export function windowStatus(row: Pick<PromotionRow, 'starts_at' | 'ends_at' | 'budget' | 'budget_used'>, now: Date): 'OPEN' | 'COMING_SOON' | 'CLOSED' {
  const at = now.toISOString();
  if (at < row.starts_at) return 'COMING_SOON';
  if (at >= row.ends_at || Number(row.budget_used) >= Number(row.budget)) return 'CLOSED';
  return 'OPEN';
}

export const kindOf = (row: Pick<PromotionRow, 'kind'>) => row.kind as PromotionKind;

/** Kinds a member joins on `/promotions`; the others take part by what the member does. */
export const isJoinable = (kind: PromotionKind) => (JOINABLE_PROMOTION_KINDS as readonly string[]).includes(kind);
