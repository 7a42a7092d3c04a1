export { recordRisk, riskOf, withRisk, type RiskInput } from './events';
export { riskAdminRoutes } from './routes';
