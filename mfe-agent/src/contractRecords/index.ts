// The four contract record pages of spec §2 (agentDividendRecordCopy2, agentDailyWages2,
// agentHourSalary, agentRealtimeSalary) are one page parameterised by the contract kind: the
// settlements received from the upline or paid to the downline, each opening to the inputs and tier
// that decided it. Its texts are the `agent` namespace's, under `contractRecords`.
import './i18n';

export { ContractRecords } from './ContractRecords';
