import { ContractRecords } from '../../contractRecords';

/** Spec §2 `agentDividendRecordCopy2`: the dividend settlements (the contract records, kind `dividend`). */
export function DividendRecords({ now }: { now?: () => Date }) {
  return <ContractRecords kind="dividend" page="agentDividendRecordCopy2" now={now} />;
}
