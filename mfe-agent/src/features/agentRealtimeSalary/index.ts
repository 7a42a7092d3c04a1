export { RealtimeSalaryRecords } from './RealtimeSalaryRecords';
