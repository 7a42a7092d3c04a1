// The remotes: the one list. The registry's keys and wire codes (REMOTE_NAMES), each remote's webpack
// build (federation name, what it exposes, its dev port: scripts/webpack/federated-app.cjs through scripts/remotes.cjs), the shell's route
// table (the routes and their guards), the dev and start scripts and the e2e support all read it. The
// file imports nothing, so the JS tooling reads it without a build (scripts/remotes.cjs).

/** A route a remote draws its pages under; the guards the shell puts in front of it. */
export interface RemoteRoute {
  readonly path: string;
  /** Only a signed-in visitor (the login popup otherwise). */
  readonly login?: boolean;
  /** Not a trial account (spec §6: the member centre and account pages are a member's). */
  readonly realAccount?: boolean;
  /** Agents only. */
  readonly agent?: boolean;
  /** Drawn without the portal's layout (the agent landing has no header or footer). */
  readonly bare?: boolean;
}

/** Every remote: package folder name, Module Federation name, exposed modules, dev server port and routes. */
export const REMOTES = [
  {
    name: 'mfe-games',
    federation: 'mfe_games',
    devPort: 3001,
    exposes: { './App': './src/App.tsx', './HomeSections': './src/HomeSections.tsx', './GamePopup': './src/GamePopup.tsx' },
    routes: [
      ...['/sports', '/esports', '/lott', '/elott', '/cockfight', '/live', '/fish', '/rng', '/pvp', '/bgs', '/seamless'].map((path) => ({ path })),
      // The account game pages are a member's (spec §6): their calls answer a trial account 403.
      { path: '/favorite', login: true, realAccount: true },
      { path: '/recent', login: true, realAccount: true },
    ],
  },
  { name: 'mfe-member', federation: 'mfe_member', devPort: 3002, exposes: { './App': './src/App.tsx' }, routes: [{ path: '/member', login: true, realAccount: true }] },
  {
    name: 'mfe-agent',
    federation: 'mfe_agent',
    devPort: 3003,
    exposes: { './App': './src/App.tsx' },
    routes: [
      { path: '/agent', bare: true },
      { path: '/agentHome', agent: true },
    ],
  },
  {
    name: 'mfe-lottery',
    federation: 'mfe_lottery',
    devPort: 3004,
    exposes: { './App': './src/App.tsx' },
    routes: [
      { path: '/lottery', login: true },
      { path: '/seaLottery', login: true },
      { path: '/vnLottery', login: true },
    ],
  },
  {
    name: 'mfe-promotions',
    federation: 'mfe_promotions',
    devPort: 3005,
    exposes: { './App': './src/App.tsx' },
    routes: [{ path: '/promotions' }, { path: '/pointMall', login: true }],
  },
] as const satisfies readonly { name: string; federation: string; devPort: number; exposes: Readonly<Record<string, string>>; routes: readonly RemoteRoute[] }[];

export type RemoteName = (typeof REMOTES)[number]['name'];

/** The remotes the shell loads, by package folder name (the registry's keys). */
export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((remote) => remote.name);
