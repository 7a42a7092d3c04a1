export { recordRisk, riskOf, withRisk, type RiskInput } from './events';
export { recordRefusedAbuse } from './refusals';
