// Agent calls: the invitation code check (spec §7) and the agent centre's team (spec §2, §6).
import { AGENTS_ONLY, type EndpointSpec } from '../endpoint';

/**
 * The agent behind an invitation code, or 400 affiliate.invalid. Rate limited like the auth calls: it
 * tells whether a code exists, so it must not be enumerable.
 */
export const agentAffiliate = {
  method: 'GET', path: '/wps/agent/affiliate', query: 'AffiliateQuery', answer: 'AffiliateAgent',
} as const satisfies EndpointSpec;

/*
 * The team. Every call is the calling agent's own subtree only (the session names the agent; no call
 * takes an agent id), and a member outside it answers exactly as an unknown one.
 */

/** AGEINFO3 (agentTeamOverview): team size, new and active members, money and play over a period, and a 30-day chart. */
export const agentTeamOverview = {
  method: 'GET', path: '/wps/agent/team/overview', auth: true, roles: AGENTS_ONLY, query: 'TeamPeriodQuery', answer: 'TeamOverview',
} as const satisfies EndpointSpec;

/** DOWNMAN (downlineManagmentView): the direct or whole downline, searched, filtered, sorted, paged. */
export const agentDownline = {
  method: 'GET', path: '/wps/agent/team/downline', auth: true, roles: AGENTS_ONLY, query: 'DownlineQuery', answer: 'DownlinePage',
} as const satisfies EndpointSpec;

/** One downline member and their figures; 404 agent.member.not.found outside the agent's team. */
export const agentDownlineMember = {
  method: 'GET', path: '/wps/agent/team/downline/:memberId', auth: true, roles: AGENTS_ONLY, params: 'DownlineMemberParams', answer: 'DownlineMemberDetail',
} as const satisfies EndpointSpec;

/** TRANSBETREPMEM3 (personalHistoryCopy): each member's bets, valid bets and wins over a period. */
export const agentTeamBetting = {
  method: 'GET', path: '/wps/agent/report/teamBetting', auth: true, roles: AGENTS_ONLY, query: 'TeamReportQuery', answer: 'TeamBettingPage',
} as const satisfies EndpointSpec;

/** AGETEAMPNL3 (palStatementsAgentCopy): each member's profit and loss over a period. */
export const agentTeamProfit = {
  method: 'GET', path: '/wps/agent/report/teamProfit', auth: true, roles: AGENTS_ONLY, query: 'TeamReportQuery', answer: 'TeamProfitPage',
} as const satisfies EndpointSpec;

/** AGEREV3 (agentRevenueReport): what the agent earned over a period, by type and by day. */
export const agentIncome = {
  method: 'GET', path: '/wps/agent/report/income', auth: true, roles: AGENTS_ONLY, query: 'TeamPeriodQuery', answer: 'AgentIncome',
} as const satisfies EndpointSpec;

/** AGEDOWNTRANS3 (agentDownlineTransactionDetailsCopy): the team's deposits, withdrawals and transfers. */
export const agentDownlineTransactions = {
  method: 'GET', path: '/wps/agent/report/teamTransactions', auth: true, roles: AGENTS_ONLY, query: 'TeamTransactionsQuery', answer: 'TeamTransactionPage',
} as const satisfies EndpointSpec;

/*
 * Growing and funding the team. The agent is the session's; a member id is one of its own
 * direct downline or answers 404 agent.member.not.found, exactly as an unknown one.
 */

/** REGCEN (registerCenter): opens a player or sub-agent account under the calling agent. E: it carries a password. */
export const agentOpenAccount = {
  method: 'PUT', path: '/wps/agent/register', auth: true, roles: AGENTS_ONLY, encrypt: true, body: 'OpenAccountBody', answer: 'OpenedAccount',
} as const satisfies EndpointSpec;

/** Referral link management: the agent's invite links with how many registered through each. */
export const agentLinks = {
  method: 'GET', path: '/wps/agent/links', auth: true, roles: AGENTS_ONLY, query: 'LinksQuery', answer: 'InviteLinkPage',
} as const satisfies EndpointSpec;

/** A new invite link: a code of its own that registers players or sub-agents under the agent. */
export const agentCreateLink = {
  method: 'POST', path: '/wps/agent/links', auth: true, roles: AGENTS_ONLY, body: 'CreateLinkBody', answer: 'InviteLink',
} as const satisfies EndpointSpec;

/** Disables one of the agent's links for good: its code is then refused as 'Invalid invitation code'. */
export const agentDisableLink = {
  method: 'PUT', path: '/wps/agent/links/:linkId/disable', auth: true, roles: AGENTS_ONLY, params: 'LinkParams', answer: 'InviteLink',
} as const satisfies EndpointSpec;

/** Transfer to one direct downline, with the payment password (E, as transferUpline); answers the agent's balance. */
export const agentTransferDownline = {
  method: 'POST', path: '/wps/agent/transfer/downline', auth: true, roles: AGENTS_ONLY, encrypt: true, body: 'AgentTransferBody', answer: 'BalanceAnswer',
} as const satisfies EndpointSpec;

/** AGENTRANSMULTDOWN3: one amount shared by several direct downlines, equally or at random. */
export const agentRedEnvelope = {
  method: 'POST', path: '/wps/agent/transfer/redEnvelope', auth: true, roles: AGENTS_ONLY, encrypt: true, body: 'RedEnvelopeBody', answer: 'RedEnvelopeAnswer',
} as const satisfies EndpointSpec;
