/** The route table of spec §2, by name, so links and guards never spell a path twice. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  agent: '/agent',
  agentHome: '/agentHome',
  member: '/member',
  help: '/help',
  helpmc: '/helpmc',
  promotions: '/promotions',
  pointMall: '/pointMall',
  lottery: '/lottery',
  seaLottery: '/seaLottery',
  vnLottery: '/vnLottery',
  favorite: '/favorite',
  recent: '/recent',
  seamless: '/seamless',
  /** Ops: remote delivery, behind the admin token; no visitor link leads here. */
  opsRemotes: '/ops/remotes',
} as const;

export const memberPage = (page: string) => `${paths.member}/${page}`;

/** Where a session's "home" is: agents have their own (spec §7). */
export const homeOf = (session: { isAgent: boolean }) => (session.isAgent ? paths.agentHome : paths.home);
