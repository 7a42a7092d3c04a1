export { recordRisk, riskOf, withRisk, type RiskInput } from './events';
