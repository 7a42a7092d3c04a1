import * as React from 'react';
import { Navigate, registerReact, type RemoteAppProps, Route, Routes } from '@portal/shared';
import './i18n';
import { AgentLanding } from './features/landing';
import { AgentCentre, AGENT_PAGES, AgentPageFrame, AgentTeamOverview } from './features/agentCentre';

registerReact('mfe-agent', React);

/** /agent is the landing page (its login button opens the shell's login, agent scope); /agentHome the agent centre (spec §2). */
export default function App({ basePath }: RemoteAppProps) {
  if (basePath === '/agent') return <AgentLanding />;
  return (
    <Routes>
      <Route element={<AgentCentre basePath={basePath} />}>
        <Route index element={<Navigate to="agentTeamOverview" replace />} />
        <Route path="agentTeamOverview" element={<AgentTeamOverview />} />
        {AGENT_PAGES.filter((page) => page !== 'agentTeamOverview').map((page) => (
          <Route key={page} path={page} element={<AgentPageFrame page={page} />} />
        ))}
        <Route path="*" element={<Navigate to="agentTeamOverview" replace />} />
      </Route>
    </Routes>
  );
}
