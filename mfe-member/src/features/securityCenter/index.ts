export { SecurityCenter } from './SecurityCenter';
