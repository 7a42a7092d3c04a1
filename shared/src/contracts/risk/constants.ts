/**
 * What a refused abuse was (ops list them: `GET /wps/admin/risk`). Each names the rule that held:
 * - `turnover.hold`: money under a running turnover (or a deposit not yet played through) tried to leave;
 * - `promotion.ineligible`: a promotion asked for by someone its rules exclude;
 * - `bet.closed`: a bet on a draw that was no longer open;
 * - `salary.unearned`: a platform-paid salary without the period's valid bet or active members, or over its cap;
 * - `member.frozen`: a member owing its downline an unpaid settlement tried to move money out (withdraw, transfer, redeem).
 */
export const RISK_KINDS = ['turnover.hold', 'promotion.ineligible', 'bet.closed', 'salary.unearned', 'member.frozen'] as const;
export type RiskKind = (typeof RISK_KINDS)[number];
