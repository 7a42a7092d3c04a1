export { AgentCentre } from './AgentCentre';
export { AgentPageFrame } from './AgentPageFrame';
export { AgentTeamOverview } from './AgentTeamOverview';
export { AGENT_PAGES, visibleMenu, type AgentPage } from './pages';
