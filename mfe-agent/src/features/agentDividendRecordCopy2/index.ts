export { DividendRecords } from './DividendRecords';
