// The VIP programme and the manual rebate (docs/wire-contract.md "VIP and manual rebate").
// The member's VIP status (levels, what was paid) stays `vipStatus` (`/wps/member/vip`, reports). The
// manual rebate keeps the platform's call family (MCSFE_…); it answers `function.disabled` (403) while
// the site's whitelabel flag MANPLAYREB3 is off.
import { FORMAL_ACCOUNTS, type EndpointSpec } from '../endpoint';

/** What the member may claim now: the valid bet since the last claim, the VIP level's rate, the amount. */
export const MCSFE_getManualRebate = {
  method: 'GET', path: '/wps/relay/MCSFE_getManualRebate', auth: true, roles: FORMAL_ACCOUNTS, answer: 'ManualRebate',
} as const satisfies EndpointSpec;

/**
 * Claims the rebate accrued since the last claim, paid once through the ledger (`bonus`); parallel
 * claims pay once. 400 `vip.rebate.nothing` when nothing has accrued (or another claim took it).
 */
export const MCSFE_claimManualRebate = {
  method: 'POST', path: '/wps/relay/MCSFE_claimManualRebate', auth: true, roles: FORMAL_ACCOUNTS, answer: 'ManualRebateClaimAnswer',
} as const satisfies EndpointSpec;

/** Ops: runs the VIP job as of a time (upgrade bonuses of levels reached, the month's rank salaries). */
export const adminRunVip = {
  method: 'POST', path: '/wps/admin/vip/run', body: 'VipAdminRunBody', answer: 'VipJobReport', caller: 'ops',
} as const satisfies EndpointSpec;
