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
} from './types';
export { DEFAULT_THEME, INITIAL_BALANCE, LOGGED_OUT_SESSION, ZERO_COUNTS } from './defaults';
export { SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE, isLanguageCode } from './languages';
export { AGENT_MEMBER_TYPES, TRIAL_MEMBER_TYPE, isAgentType, isTrialType } from './memberType';
export { Channel } from './channel';
export { bus, proveBotCheck, sendCommand, type PortalBus } from './bus';
export { claimShellWriter, type ShellWriter } from './shellWriter';
export { useChannel, useSession, useBalance, useLanguage, useTheme, useCounts, useCommand, useBusEvent } from './hooks';
export { registerReact, reactInstanceCount } from './reactRegistry';
