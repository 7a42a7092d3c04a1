/** The demo site, seeded in named steps, and its accounts (printed by main.ts, used by tests and e2e). */
export { seedDemo } from './seed';
export { DEMO_ACCOUNTS, DEMO_MERCHANT, DEMO_WINNERS, type DemoAccount } from './demo-accounts';
// The start banner's table: each demo account with what it holds now.
export { demoAccountRows } from './demo-banner';
export { DEMO_SUB_AGENTS, DEMO_TEAM_DAYS, DEMO_TEAM_PASSWORD, demoTeamPlan, seededRandom, DEMO_TEAM_SEED } from './demo-team-plan';
export { seedDemoTeam } from './demo-team';
