import { ContractRecords } from '../../contractRecords';

/** Spec §2 `agentDailyWages2`: the dailySalary settlements (the contract records, kind `dailySalary`). */
export function DailySalaryRecords({ now }: { now?: () => Date }) {
  return <ContractRecords kind="dailySalary" page="agentDailyWages2" now={now} />;
}
