import './i18n';

export { ContractRequests } from './ContractRequests';
