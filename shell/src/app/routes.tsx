import type { ReactNode } from 'react';
import { Route, Routes } from '@portal/kernel';
import { Layout } from '../features/layout';
import { HomePage } from '../features/home';
import { NotFoundRoute } from '../features/notFound';
import { RemoteSlot, type RemoteName } from '../features/remotes';
import { OpsRemotesRoute } from '../features/opsRemotes';
import { RequireLogin } from '../features/session';
import { OpenModalRoute, RequireAgent, RequireRealAccount } from './routeGuards';
import { paths } from './paths';
import { REMOTES, type RemoteRoute as ContractRemoteRoute } from '@portal/shared/contracts';

interface RemoteRoute extends ContractRemoteRoute {
  remote: RemoteName;
}

/**
 * Every remote-owned route of spec §2 with its guards, from the one list of remotes; the remote renders
 * its own pages below the path. The agent landing is drawn without the layout (no header or footer).
 */
const ALL_REMOTE_ROUTES: RemoteRoute[] = REMOTES.flatMap((remote) => remote.routes.map((route: ContractRemoteRoute) => ({ ...route, remote: remote.name })));
const REMOTE_ROUTES = ALL_REMOTE_ROUTES.filter((route) => !route.bare);
const BARE_ROUTES = ALL_REMOTE_ROUTES.filter((route) => route.bare);

/**
 * The remote whose pages open at `pathname`, if any, so the page asks for its code as it starts,
 * alongside the boot calls, instead of after them (the LCP of /rng, /member/…, /agentHome). An open
 * route's code is asked for by everyone; a guarded route's (login, agent) only by a page that opens with
 * a session (`withSession`: a token in the address or this tab), for a guest is sent to log in and a
 * member's build is read with its session (a canary's cohort is chosen by it).
 */
export function remoteToLoadAt(pathname: string, { withSession }: { withSession: boolean }): RemoteName | undefined {
  const route = REMOTE_ROUTES.find((r) => (withSession || (!r.login && !r.agent)) && (pathname === r.path || pathname.startsWith(`${r.path}/`)));
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
      {/* Remote pages drawn without the layout (the agent landing: no header or footer). */}
      {BARE_ROUTES.map((route) => (
        <Route key={route.path} path={`${route.path}/*`} element={<RemoteSlot remote={route.remote} basePath={route.path} />} />
      ))}
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
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
