export { useNames, type Names } from './useNames';
