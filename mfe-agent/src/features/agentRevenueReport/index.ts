import './i18n';

export { AgentIncome } from './AgentIncome';
