export { AgentLanding } from './AgentLanding';
