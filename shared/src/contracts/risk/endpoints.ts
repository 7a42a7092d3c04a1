import type { EndpointSpec } from '../endpoint';

/** Ops: the refused abuses (who, what, amount), newest first. */
export const adminRisk = {
  method: 'GET', path: '/wps/admin/risk', query: 'AdminRiskQuery', answer: 'RiskEvents', caller: 'ops',
} as const satisfies EndpointSpec;
