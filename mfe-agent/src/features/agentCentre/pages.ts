/** Agent centre pages of spec §2; `requires` names the contract kind that must be enabled. */
export const AGENT_MENU = [
  { page: 'agentAnnouncement' },
  { page: 'agentTeamOverview' },
  { page: 'registerCenter' },
  { page: 'downlineManagmentView' },
  { page: 'personalHistoryCopy' },
  { page: 'palStatementsAgentCopy' },
  { page: 'agentRevenueReport' },
  { page: 'agentDownlineTransactionDetailsCopy' },
  // Spec §2's menu "also covers transfers to downline or upline, ... referral link management and red
  // envelope" without page names; these keys are ours (README).
  { page: 'transferDownline' },
  { page: 'transferUpline' },
  { page: 'referralLinks' },
  { page: 'redEnvelope' },
  // Spec §2 "contract requests": offers, amendments and terminations with the direct downline.
  { page: 'contractRequests' },
  { page: 'agentDividendRecordCopy2', requires: 'dividend' },
  { page: 'agentDailyWages2', requires: 'dailySalary' },
  { page: 'agentHourSalary', requires: 'hourlySalary' },
  { page: 'agentRealtimeSalary', requires: 'realtimeSalary' },
] as const;

export type AgentPage = (typeof AGENT_MENU)[number]['page'];
export type ContractKind = 'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary';

export const AGENT_PAGES: readonly AgentPage[] = AGENT_MENU.map((item) => item.page);

/** The contract kind a page needs (the dividend and salary records), or null. */
export function requiredKind(page: AgentPage): ContractKind | null {
  const item = AGENT_MENU.find((entry) => entry.page === page);
  return item && 'requires' in item ? item.requires : null;
}

/** The menu an agent sees: salary and dividend pages only for the contracts they hold. */
export function visibleMenu(enabled: ReadonlySet<ContractKind>): AgentPage[] {
  return AGENT_MENU.filter((item) => !('requires' in item) || enabled.has(item.requires)).map((item) => item.page);
}

/**
 * Entries of the §2 agent menu that lead out of the agent centre: the member centre's money and message
 * pages (an agent is a formal account, so the shell lets them in), and customer service, which is the
 * shell's to open (see the README for why it is the feedback popup).
 */
export const ELSEWHERE = [
  { key: 'deposit', to: '/member/depositv2' },
  { key: 'withdraw', to: '/member/withdraw' },
  { key: 'messages', to: '/member/messageV2' },
  { key: 'customerService', modal: 'customerService' },
] as const;
