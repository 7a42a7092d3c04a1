// The public API of @portal/kernel: the page's run-time singleton (docs/kernel-api.md). One copy on
// the page, the shell's, shared by every remote through Module Federation: what must be one instance
// (the bus, the HTTP client with its session, the i18n instance, the router) and nothing else.
// Every runtime export names the version it appeared in (kernel/exports.json); a build requires the
// lowest kernel that has every export it imports, so an addition here forces no app to rebuild.

export type {
  BalanceState,
  CommandOf,
  CountsState,
  EventOf,
  GameLaunchRequest,
  LanguageCode,
  Member,
  ModalName,
  NotificationType,
  PortalCommand,
  PortalCommandType,
  PortalEvent,
  PortalEventType,
  PortalNotification,
  SessionState,
  ThemeName,
} from './bus';
export {
  AGENT_MEMBER_TYPES,
  Channel,
  DEFAULT_LANGUAGE,
  DEFAULT_THEME,
  INITIAL_BALANCE,
  LOGGED_OUT_SESSION,
  SUPPORTED_LANGUAGES,
  TRIAL_MEMBER_TYPE,
  ZERO_COUNTS,
  bus,
  claimShellWriter,
  isAgentType,
  isLanguageCode,
  isTrialType,
  proveBotCheck,
  reactInstanceCount,
  registerReact,
  sendCommand,
  useBalance,
  useBusEvent,
  useChannel,
  useCommand,
  useCounts,
  useLanguage,
  useSession,
  useTheme,
  type PortalBus,
  type ShellWriter,
} from './bus';
export { ApiError, CLIENT_ERROR_CODES, configureHttp, http, isApiError, type CallArgs, type CallOptions, type Envelope, type HttpClient, type HttpConfig } from './http';
export {
  KERNEL_NS,
  fromI18nLanguage,
  i18n,
  initI18n,
  loadAllTexts,
  registerResources,
  textsReady,
  toI18nLanguage,
  translateIn,
  useTranslation,
  withTexts,
  type I18nLanguage,
  type NamespaceResources,
  type Texts,
  type TextsLoader,
} from './i18n';
export { BrowserRouter, Link, NavLink, Navigate, Outlet, Route, Routes, useLocation, useNavigate, useSearchParams, type LinkProps, type NavLinkProps, type NavigateFunction } from './router';
export type { RemoteAppProps } from './remote/remoteApp';
