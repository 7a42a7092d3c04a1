export { DailySalaryRecords } from './DailySalaryRecords';
