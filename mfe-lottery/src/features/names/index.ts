export { useNames, type Names } from './useNames';
export { useDigits } from './digits';
