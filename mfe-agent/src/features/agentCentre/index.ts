export { AgentCentre } from './AgentCentre';
export { ContractGate } from './ContractGate';
export { NotAvailable } from './NotAvailable';
export { AGENT_PAGES, requiredKind, visibleMenu, type AgentPage } from './pages';
