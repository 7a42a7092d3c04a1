/*
 * The centres' pages the walks visit (widths.spec.ts, walks.spec.ts): mfe-member/src/App.tsx's built
 * pages and mfe-agent/src/features/agentCentre/pages.ts, the contract pages included (the demo agent has
 * signed all four kinds, so each record page shows).
 */

export const MEMBER_PAGES = [
  'securityCenter',
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
  'messageV2',
  'creditReport',
  'vipBonus',
  'referral',
  'missionLeaderboard',
  'manualRebate',
];

export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'referralLinks',
  'transferDownline',
  'redEnvelope',
  'transferUpline',
  'contractRequests',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
];
