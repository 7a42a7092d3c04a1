// Agent contracts and salaries (spec §2 contract requests, §4 Contracts, §7 "Agent and
// contracts"). Every call needs AGENTPOLICY3 on (else 403 function.disabled). A contract is between an
// upline and one of its direct downline; each side reaches only its own contracts, and any other id
// answers 404 contract.not.found, exactly as an unknown one.
import { AGENTS_ONLY, FORMAL_ACCOUNTS, type EndpointSpec } from '../endpoint';

/* The upline (agents only) */

/** Contract requests: the agent's contracts with its direct downline (default) or with its own upline. */
export const agentContracts = {
  method: 'GET', path: '/wps/agent/contracts', auth: true, roles: AGENTS_ONLY, query: 'ContractsQuery', answer: 'ContractPage',
} as const satisfies EndpointSpec;

/** One contract of the agent's (either side) and its history: who offered, signed, refused, ended, when. */
export const agentContract = {
  method: 'GET', path: '/wps/agent/contracts/:contractId', auth: true, roles: AGENTS_ONLY, params: 'ContractParams', answer: 'ContractDetail',
} as const satisfies EndpointSpec;

/** What the agent may give: its own signed rate for the kind and product, or the platform's cap for a top agent. */
export const agentContractLimits = {
  method: 'GET', path: '/wps/agent/contracts/limits', auth: true, roles: AGENTS_ONLY, query: 'ContractLimitsQuery', answer: 'ContractLimits',
} as const satisfies EndpointSpec;

/** Offers a new contract to a direct downline (status P). */
export const agentOfferContract = {
  method: 'POST', path: '/wps/agent/contracts', auth: true, roles: AGENTS_ONLY, body: 'OfferContractBody', answer: 'AgentContract',
} as const satisfies EndpointSpec;

/** New terms for a contract the downline signed, or replaces an offer it has not answered yet (status E or P). */
export const agentAmendContract = {
  method: 'PUT', path: '/wps/agent/contracts/:contractId', auth: true, roles: AGENTS_ONLY, params: 'ContractParams', body: 'AmendContractBody', answer: 'AgentContract',
} as const satisfies EndpointSpec;

/** The upline on termination: asks (V), confirms the downline's ask (C) or keeps the contract (A). */
export const agentTerminateContract = {
  method: 'PUT', path: '/wps/agent/contracts/:contractId/termination', auth: true, roles: AGENTS_ONLY, params: 'ContractParams', body: 'TerminationBody', answer: 'AgentContract',
} as const satisfies EndpointSpec;

/** The settlements of one kind: what the agent received (default) or paid, each with its inputs and tier. */
export const agentContractSettlements = {
  method: 'GET', path: '/wps/agent/contracts/settlements', auth: true, roles: AGENTS_ONLY, query: 'SettlementsQuery', answer: 'ContractSettlementPage',
} as const satisfies EndpointSpec;

/** Ops: runs the settlement jobs now or as of a given time (a day that just ended), once per period as always. */
export const adminSettleContracts = {
  method: 'POST', path: '/wps/admin/contracts/settle', body: 'AdminSettleBody', answer: 'ContractJobReport', caller: 'ops',
} as const satisfies EndpointSpec;

/** Ops: the site's contract rules (caps, thresholds, what the platform pays per period); the answer is the whole set. */
export const adminContractRules = {
  method: 'PUT', path: '/wps/admin/contracts/rules', body: 'ContractRulesBody', answer: 'ContractRules', caller: 'ops',
} as const satisfies EndpointSpec;

/* The downline (members and agents): answers to its upline, as the platform names them */

export const MCS2_processDividendReq = {
  method: 'POST', path: '/wps/relay/MCS2_processDividendReq', auth: true, roles: FORMAL_ACCOUNTS, body: 'DividendReqBody', answer: 'ContractAnswer',
} as const satisfies EndpointSpec;

export const MCS2_processDailySalContract = {
  method: 'POST', path: '/wps/relay/MCS2_processDailySalContract', auth: true, roles: FORMAL_ACCOUNTS, body: 'DailySalaryReqBody', answer: 'ContractAnswer',
} as const satisfies EndpointSpec;

export const MCS2_processContractHourSalary = {
  method: 'POST', path: '/wps/relay/MCS2_processContractHourSalary', auth: true, roles: FORMAL_ACCOUNTS, body: 'HourSalaryReqBody', answer: 'ContractAnswer',
} as const satisfies EndpointSpec;

export const MCSFE_processRealTimeSalaryContract = {
  method: 'POST', path: '/wps/relay/MCSFE_processRealTimeSalaryContract', auth: true, roles: FORMAL_ACCOUNTS, body: 'RealtimeSalaryReqBody', answer: 'ContractAnswer',
} as const satisfies EndpointSpec;
