import type { Observable } from 'rxjs';
import type { BotCheckPurpose } from '@portal/shared/contracts';
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
  /** Server events the shell relays: fire once, like notifications. */
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

/**
 * A bot-check proof for a form of a remote: the shell solves the site's check (the
 * register window's very solver) and answers the proof; undefined when the site runs none. Rejects
 * when no shell answers (a remote run on its own) or the check could not be made.
 */
export function proveBotCheck(purpose: BotCheckPurpose): Promise<string | undefined> {
  let proof: Promise<string | undefined> | undefined;
  // Delivery is synchronous: a shell that listens has answered by the time sendCommand returns.
  sendCommand({ type: 'proveBotCheck', purpose, reply: (answer) => (proof = answer) });
  return proof ?? Promise.reject(new Error('no shell answered the bot check'));
}
