// The promotions as the API answers them in English (the demo site's three: shapes of the contract,
// figures of api/src/seed/demo-promotions.ts), with overrides. Money in minor units.
import type { ClaimTicket, ClaimTicketAnswer, PromotionDetail, PromotionSummary } from '@portal/shared/contracts';

const WINDOW = { startTime: '2026-11-25T08:00:00.000Z', endTime: '2027-11-26T08:00:00.000Z' };

export const FIRST_DEPOSIT: PromotionSummary = {
  promotionId: 1,
  code: 'first-deposit-100',
  promotionType: 'FIRST_DEPOSIT',
  audience: 'ALL',
  title: 'First deposit bonus 100%',
  summary: 'Get up to K 100,000 on your first deposit.',
  ...WINDOW,
  status: 'JOIN',
  application: false,
  canJoin: true,
  whyNot: null,
};
export const WEEKLY_SIGNUP: PromotionSummary = {
  promotionId: 2,
  code: 'weekly-signup',
  promotionType: 'SIGNUP',
  audience: 'ALL',
  title: 'Weekly sign-up activity',
  summary: 'Sign up, and once approved get K 5,000 and a red envelope.',
  ...WINDOW,
  status: 'JOIN',
  application: false,
  canJoin: true,
  whyNot: null,
};
export const LUCKY_WHEEL: PromotionSummary = {
  promotionId: 3,
  code: 'lucky-wheel',
  promotionType: 'RAFFLE',
  audience: 'NEW_MEMBERS',
  title: 'Lucky prize wheel',
  summary: 'Join and spin the wheel once for free: win up to K 50,000.',
  ...WINDOW,
  status: 'JOIN',
  application: false,
  canJoin: true,
  whyNot: null,
};

export const promotionList = (...overrides: Partial<PromotionSummary>[]): PromotionSummary[] =>
  [FIRST_DEPOSIT, WEEKLY_SIGNUP, LUCKY_WHEEL].map((promotion, index) => ({ ...promotion, ...overrides[index] }));

/** Every member of the audience may take it (ops set no eligibility rule). */
export const ANYONE = { selfRegisteredOnly: false, notAgentOpened: false, verifiedPhone: false, onePerPhone: false, onePerDevice: false, onePerPaymentAccount: false, minDepositTotal: 0 };
const NO_RULES = { bonusPercent: 0, bonusCap: 0, bonusAmount: 0, minDeposit: 0, turnoverMultiplier: 0, ticketType: null, ticketCount: 0, prizes: [], application: false, eligibility: ANYONE };

/** The big-win activity: joining is an application with a comment and images. */
export const BIG_WIN_SHARE: PromotionSummary = {
  promotionId: 4,
  code: 'big-win-share',
  promotionType: 'SIGNUP',
  audience: 'ALL',
  title: 'Share your big win',
  summary: 'Send a screenshot of your win and get K 3,000.',
  ...WINDOW,
  status: 'JOIN',
  application: true,
  canJoin: true,
  whyNot: null,
};

export const DETAILS: Record<number, PromotionDetail> = {
  1: {
    ...FIRST_DEPOSIT,
    terms: 'Join this promotion before you deposit.\n100% of your first deposit (at least K 1,000), up to K 100,000, is issued into your reward centre.\nOnce claimed, the bonus carries a turnover requirement of 15 times its amount in valid bets.',
    rules: { ...NO_RULES, bonusPercent: 100, bonusCap: 10_000_000, minDeposit: 100_000, turnoverMultiplier: 15 },
    budgetLeft: 5_000_000_000,
  },
  2: {
    ...WEEKLY_SIGNUP,
    terms: 'One sign-up per member.\nOnce an operator approves it, K 5,000 is issued into your reward centre and you receive a red envelope ticket.',
    rules: { ...NO_RULES, bonusAmount: 500_000, turnoverMultiplier: 5, ticketType: 'RED_ENVELOPE', ticketCount: 1 },
    budgetLeft: 500_000_000,
  },
  3: {
    ...LUCKY_WHEEL,
    terms: 'Every member who joins receives one prize-wheel ticket.\nThe prize is drawn on the server from the published odds and paid straight into your wallet.\nWhile prizes last.',
    rules: {
      ...NO_RULES,
      ticketType: 'PRIZE_WHEEL',
      ticketCount: 1,
      prizes: [
        { prizeId: 11, amount: 5_000_000, weight: 1, left: 10 },
        { prizeId: 12, amount: 500_000, weight: 10, left: 97 },
        { prizeId: 13, amount: 50_000, weight: 100, left: 1_990 },
        { prizeId: 14, amount: 0, weight: 389, left: null },
      ],
    },
    budgetLeft: 200_000_000,
  },
};

export const ticket = (overrides: Partial<ClaimTicket> = {}): ClaimTicket => ({
  transactionId: 701,
  promotionId: 3,
  title: 'Lucky prize wheel',
  type: 'PRIZE_WHEEL',
  status: 'AVAILABLE',
  seedHash: '9f2c1a7e4b7d0c55e1f3a8b6c2d4e6f8091a2b3c4d5e6f708192a3b4c5d6e7f8',
  serverSeed: null,
  prizeAmount: null,
  createdTime: '2026-11-26T02:00:00.000Z',
  openedTime: null,
  ...overrides,
});

export const opening = (held: ClaimTicket, prizeAmount: number, overrides: Partial<ClaimTicketAnswer> = {}): ClaimTicketAnswer => ({
  transactionId: held.transactionId,
  type: held.type,
  prizeId: prizeAmount > 0 ? 12 : 14,
  prizeAmount,
  balance: 1_000_000 + prizeAmount,
  seedHash: held.seedHash,
  serverSeed: 'b3e1c0ffee5eed00b3e1c0ffee5eed00b3e1c0ffee5eed00b3e1c0ffee5eed00',
  attempt: 0,
  candidates: [
    { prizeId: 11, weight: 1 },
    { prizeId: 12, weight: 10 },
    { prizeId: 13, weight: 100 },
    { prizeId: 14, weight: 389 },
  ],
  ...overrides,
});
