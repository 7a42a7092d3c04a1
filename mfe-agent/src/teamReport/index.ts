// What the team records pages share (team betting, team P&L, team transactions): the query on the
// §9 date window with the account and level filters, and those filters' form.
export { useTeamReport } from './useTeamReport';
export { MemberFilter, LEVELS } from './MemberFilter';
