import * as React from 'react';
import { Navigate, registerReact, type RemoteAppProps, Route, Routes } from '@portal/kernel';
import './i18n';
import { AgentLanding } from './features/landing';
import { AgentCentre, AGENT_PAGES, ContractGate, requiredKind, type AgentPage } from './features/agentCentre';
import { TeamOverview } from './features/agentTeamOverview';
import { DownlineManagement } from './features/downlineManagmentView';
import { TeamBetting } from './features/personalHistoryCopy';
import { TeamProfit } from './features/palStatementsAgentCopy';
import { AgentIncome } from './features/agentRevenueReport';
import { TeamTransactions } from './features/agentDownlineTransactionDetailsCopy';
import { AgentAnnouncements } from './features/agentAnnouncement';
import { RegisterCenter } from './features/registerCenter';
import { ReferralLinks } from './features/referralLinks';
import { TransferDownline } from './features/transferDownline';
import { TransferUpline } from './features/transferUpline';
import { RedEnvelope } from './features/redEnvelope';
import { ContractRequests } from './features/contractRequests';
import { DividendRecords } from './features/agentDividendRecordCopy2';
import { DailySalaryRecords } from './features/agentDailyWages2';
import { HourlySalaryRecords } from './features/agentHourSalary';
import { RealtimeSalaryRecords } from './features/agentRealtimeSalary';

registerReact('mfe-agent', React);

/**
 * The built pages by route segment (spec §2 names; the transfer, referral link and red envelope keys are ours, the spec names none). The
 * dividend and salary records open only when the consolidated contract info enables their kind; a
 * typed URL of another says it is not available.
 */
const PAGE_COMPONENTS: Record<AgentPage, React.ComponentType> = {
  agentAnnouncement: AgentAnnouncements,
  agentTeamOverview: TeamOverview,
  registerCenter: RegisterCenter,
  downlineManagmentView: DownlineManagement,
  personalHistoryCopy: TeamBetting,
  palStatementsAgentCopy: TeamProfit,
  agentRevenueReport: AgentIncome,
  agentDownlineTransactionDetailsCopy: TeamTransactions,
  transferDownline: TransferDownline,
  transferUpline: TransferUpline,
  referralLinks: ReferralLinks,
  redEnvelope: RedEnvelope,
  contractRequests: ContractRequests,
  agentDividendRecordCopy2: DividendRecords,
  agentDailyWages2: DailySalaryRecords,
  agentHourSalary: HourlySalaryRecords,
  agentRealtimeSalary: RealtimeSalaryRecords,
};

function pageElement(page: AgentPage) {
  const Page = PAGE_COMPONENTS[page];
  const kind = requiredKind(page);
  return kind ? (
    <ContractGate page={page} kind={kind}>
      <Page />
    </ContractGate>
  ) : (
    <Page />
  );
}

/** /agent is the landing page (its login button opens the shell's login, agent scope); /agentHome the agent centre (spec §2). */
export default function App({ basePath }: RemoteAppProps) {
  if (basePath === '/agent') return <AgentLanding />;
  return (
    <Routes>
      <Route element={<AgentCentre basePath={basePath} />}>
        <Route index element={<Navigate to="agentTeamOverview" replace />} />
        {AGENT_PAGES.map((page) => (
          <Route key={page} path={page} element={pageElement(page)} />
        ))}
        {/* Absolute: relative to a splat route, "agentTeamOverview" would resolve below the unknown path and redirect forever. */}
        <Route path="*" element={<Navigate to={`${basePath}/agentTeamOverview`} replace />} />
      </Route>
    </Routes>
  );
}
