import { ContractRecords } from '../../contractRecords';

/** Spec §2 `agentRealtimeSalary`: the realtimeSalary settlements (the contract records, kind `realtimeSalary`). */
export function RealtimeSalaryRecords({ now }: { now?: () => Date }) {
  return <ContractRecords kind="realtimeSalary" page="agentRealtimeSalary" now={now} />;
}
