import { subjects } from './subjects';
import type {
  BalanceState,
  CountsState,
  LanguageCode,
  PortalEvent,
  PortalNotification,
  SessionState,
  ThemeName,
} from './types';

export interface ShellWriter {
  setSession(session: SessionState): void;
  /** Merges into the current balance state (e.g. only `masked`, or only `loading`). */
  setBalance(balance: Partial<BalanceState>): void;
  /** A repeated value is not re-emitted, so "language changed" listeners fire once per change. */
  setLanguage(language: LanguageCode): void;
  setTheme(theme: ThemeName): void;
  /** Merges into the current counts. */
  setCounts(counts: Partial<CountsState>): void;
  notify(notification: PortalNotification): void;
  /** Relays a server event to the parts. */
  emit(event: PortalEvent): void;
}

let claimed = false;

const writer: ShellWriter = Object.freeze({
  setSession(session: SessionState) {
    subjects.session.next(session);
  },
  setBalance(balance: Partial<BalanceState>) {
    subjects.balance.next({ ...subjects.balance.getValue(), ...balance });
  },
  setLanguage(language: LanguageCode) {
    if (subjects.language.getValue() !== language) subjects.language.next(language);
  },
  setTheme(theme: ThemeName) {
    if (subjects.theme.getValue() !== theme) subjects.theme.next(theme);
  },
  setCounts(counts: Partial<CountsState>) {
    subjects.counts.next({ ...subjects.counts.getValue(), ...counts });
  },
  notify(notification: PortalNotification) {
    subjects.notifications.next(notification);
  },
  emit(event: PortalEvent) {
    subjects.events.next(event);
  },
});

/**
 * Hands the write side of the shared state to the shell. One writer keeps the state's story simple:
 * a second claim (a remote trying to write, or the shell booting twice) is a bug, so it throws.
 */
export function claimShellWriter(): ShellWriter {
  if (claimed) {
    throw new Error("the shell's subjects have one writer: claimShellWriter() was already called");
  }
  claimed = true;
  return writer;
}
