import type { Observable } from 'rxjs';
import { Channel } from './channel';
import { subjects } from './subjects';
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

export interface PortalBus {
  /** State channels replay their current value to each new subscriber. */
  readonly session$: Channel<SessionState>;
  readonly balance$: Channel<BalanceState>;
  readonly language$: Channel<LanguageCode>;
  readonly theme$: Channel<ThemeName>;
  readonly counts$: Channel<CountsState>;
  /** Events fire once: a late subscriber does not see earlier commands or notifications. */
  readonly commands$: Observable<PortalCommand>;
  readonly notifications$: Observable<PortalNotification>;
  /** Server events the shell relays (since 2.8.0): fire once, like notifications. */
  readonly events$: Observable<PortalEvent>;
}

/** The only channel for state that crosses parts (shell and remotes). Read-only by construction. */
export const bus: PortalBus = Object.freeze({
  session$: new Channel(subjects.session),
  balance$: new Channel(subjects.balance),
  language$: new Channel(subjects.language),
  theme$: new Channel(subjects.theme),
  counts$: new Channel(subjects.counts),
  commands$: subjects.commands.asObservable(),
  notifications$: subjects.notifications.asObservable(),
  events$: subjects.events.asObservable(),
});

/** Asks the shell (or whoever listens) for something. Anyone may send; delivery is synchronous. */
export function sendCommand(command: PortalCommand): void {
  subjects.commands.next(command);
}
