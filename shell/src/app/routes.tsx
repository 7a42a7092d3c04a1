import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from '@portal/kernel';
import { Layout } from '../features/layout';
import { HomePage } from '../features/home';
import { RemoteSlot, type RemoteName } from '../features/remotes';
import { OpsRemotesRoute } from '../features/opsRemotes';
import { RequireLogin } from '../features/session';
import { OpenModalRoute, RequireAgent, RequireRealAccount } from './routeGuards';
import { paths } from './paths';

interface RemoteRoute {
  path: string;
  remote: RemoteName;
  login?: boolean;
  realAccount?: boolean;
  agent?: boolean;
}

/** Every remote-owned route of spec §2; the remote renders its own pages below the path. */
const REMOTE_ROUTES: RemoteRoute[] = [
  ...['/sports', '/esports', '/lott', '/elott', '/cockfight', '/live', '/fish', '/rng', '/pvp', '/bgs', paths.seamless].map(
    (path) => ({ path, remote: 'mfe-games' as const }),
  ),
  // The account game pages are a member's (spec §6): their calls answer a trial account 403.
  { path: paths.favorite, remote: 'mfe-games', login: true, realAccount: true },
  { path: paths.recent, remote: 'mfe-games', login: true, realAccount: true },
  { path: paths.member, remote: 'mfe-member', login: true, realAccount: true },
  { path: paths.agentHome, remote: 'mfe-agent', agent: true },
  { path: paths.lottery, remote: 'mfe-lottery', login: true },
  { path: paths.seaLottery, remote: 'mfe-lottery', login: true },
  { path: paths.vnLottery, remote: 'mfe-lottery', login: true },
  { path: paths.promotions, remote: 'mfe-promotions' },
  { path: paths.pointMall, remote: 'mfe-promotions', login: true },
];

/**
 * The remote whose pages a visitor can open at `pathname` without logging in, if any. The page asks for
 * that remote's code as it starts, alongside the boot calls, instead of after them (for the LCP of
 * /rng); guarded routes are left out, their code waits for the guard.
 */
export function openRemoteAt(pathname: string): RemoteName | undefined {
  const route = REMOTE_ROUTES.find((r) => !r.login && !r.agent && (pathname === r.path || pathname.startsWith(`${r.path}/`)));
  return route?.remote;
}

function guarded(route: RemoteRoute): ReactNode {
  let element: ReactNode = <RemoteSlot key={route.remote} remote={route.remote} basePath={route.path} />;
  if (route.realAccount) element = <RequireRealAccount>{element}</RequireRealAccount>;
  if (route.agent) element = <RequireAgent>{element}</RequireAgent>;
  if (route.login) element = <RequireLogin>{element}</RequireLogin>;
  return element;
}

/** The remotes' routes, each behind its guards (inside the layout's route). */
export function remoteRoutes(): ReactNode[] {
  return REMOTE_ROUTES.map((route) => <Route key={route.path} path={`${route.path}/*`} element={guarded(route)} />);
}

export function AppRoutes() {
  return (
    <Routes>
      {/* The agent landing page has its own login form and no header or footer. */}
      <Route path={`${paths.agent}/*`} element={<RemoteSlot remote="mfe-agent" basePath={paths.agent} />} />
      {/* Ops only (the admin token): a lazy chunk, nothing of it in a visitor's first load. */}
      <Route path={paths.opsRemotes} element={<OpsRemotesRoute />} />
      <Route element={<Layout />}>
        {['/', '/index', '/index.html', '/home'].map((path) => (
          <Route key={path} path={path} element={<HomePage />} />
        ))}
        <Route path={paths.login} element={<OpenModalRoute modal="login" />} />
        <Route path={paths.register} element={<OpenModalRoute modal="register" />} />
        <Route path={paths.help} element={<OpenModalRoute modal="helpCenter" />} />
        <Route path={paths.helpmc} element={<OpenModalRoute modal="helpCenter" />} />
        {remoteRoutes()}
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Route>
    </Routes>
  );
}
