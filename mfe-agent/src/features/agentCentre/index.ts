export { AgentCentre, NO_CONTRACTS } from './AgentCentre';
export { AgentPageFrame } from './AgentPageFrame';
export { NotAvailable } from './NotAvailable';
export { AGENT_PAGES, visibleMenu, type AgentPage } from './pages';
