import { ContractRecords } from '../../contractRecords';

/** Spec §2 `agentHourSalary`: the hourlySalary settlements (the contract records, kind `hourlySalary`). */
export function HourlySalaryRecords({ now }: { now?: () => Date }) {
  return <ContractRecords kind="hourlySalary" page="agentHourSalary" now={now} />;
}
