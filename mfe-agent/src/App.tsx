import * as React from 'react';
import { Navigate, registerReact, type RemoteAppProps, Route, Routes } from '@portal/shared';
import './i18n';
import { AgentLanding } from './features/landing';
import { AgentCentre, AGENT_PAGES, AgentPageFrame, NO_CONTRACTS, NotAvailable, visibleMenu, type AgentPage } from './features/agentCentre';
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

registerReact('mfe-agent', React);

/**
 * The built pages by route segment (spec §2 names; the transfer, referral link and red envelope keys are ours, the spec names none). The
 * dividend and salary pages are hidden from the menu and say they are not available when a typed URL
 * reaches them.
 */
const PAGE_COMPONENTS: Partial<Record<AgentPage, React.ComponentType>> = {
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
};

// The pages the menu shows: the others (dividend, salaries) need a contract, which none has yet.
const OPEN_PAGES = new Set(visibleMenu(NO_CONTRACTS));

function pageElement(page: AgentPage) {
  if (!OPEN_PAGES.has(page)) return <NotAvailable page={page} />;
  const Page = PAGE_COMPONENTS[page];
  return Page ? <Page /> : <AgentPageFrame page={page} />;
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
