/** Member centre pages of spec §2, in menu order; the names are the route segments. */
export const MEMBER_PAGES = [
  'securityCenter',
  // Player protection: limits, a break, their history and where to find help; next to the security centre.
  'responsibleGaming',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  // Spec §2 account menu "manual rebate (if MANPLAYREB3)": the server refuses it while the flag is off.
  'manualRebate',
  'referral',
  'missionLeaderboard',
  'messageV2',
  // "Other member screens" of spec §2, after the menu of §2.
  'creditReport',
  'vipBonus',
] as const;

export type MemberPage = (typeof MEMBER_PAGES)[number];

/** Which count of the bus puts a red badge on which entry (spec §2). */
export const BADGES: Partial<Record<MemberPage, 'missions' | 'unreadMessages' | 'rewards'>> = {
  missionLeaderboard: 'missions',
  messageV2: 'unreadMessages',
  rewardCenter: 'rewards',
};
