// The writable side of the bus. Internal to src/bus: nothing outside this folder imports it, so the
// only way to write is the ShellWriter (and sendCommand for commands, which anyone may send).
import { BehaviorSubject, Subject } from 'rxjs';
import { DEFAULT_THEME, INITIAL_BALANCE, LOGGED_OUT_SESSION, ZERO_COUNTS } from './defaults';
import { DEFAULT_LANGUAGE } from './languages';
import type {
  BalanceState,
  CountsState,
  LanguageCode,
  PortalCommand,
  PortalEvent,
  PortalNotification,
  SessionState,
  ThemeName,
} from './types';

export const subjects = {
  session: new BehaviorSubject<SessionState>(LOGGED_OUT_SESSION),
  balance: new BehaviorSubject<BalanceState>(INITIAL_BALANCE),
  language: new BehaviorSubject<LanguageCode>(DEFAULT_LANGUAGE),
  theme: new BehaviorSubject<ThemeName>(DEFAULT_THEME),
  counts: new BehaviorSubject<CountsState>(ZERO_COUNTS),
  commands: new Subject<PortalCommand>(),
  notifications: new Subject<PortalNotification>(),
  events: new Subject<PortalEvent>(),
};
