export { HourlySalaryRecords } from './HourlySalaryRecords';
