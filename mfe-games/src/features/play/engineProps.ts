import type { ReactNode } from 'react';
import type { GameRound, GameSession, PlayRoundAnswer } from '@portal/shared/contracts';
import type { RoundParams } from './useRoundPlayer';

/** What the table gives each engine's UI. */
export interface EngineProps<S extends GameSession> {
  session: S;
  bet: number;
  /** A round is in flight: the play button is disabled. */
  busy: boolean;
  /** Plays one round at the current bet; null when refused (the table shows why) or already in flight. */
  play: (params?: RoundParams) => Promise<GameRound | null>;
  /** Said in the table's polite live region. */
  announce: (text: string) => void;
  /** Minor units with the session's currency symbol. */
  money: (minor: number) => string;
  betSelector: ReactNode;
  /** A round settled outside `play` (a rocket flight): its balance, the next nonce and a row of the history. */
  record: (answer: PlayRoundAnswer) => void;
  /** A balance the server answered between rounds (after a flight's stake left). */
  showBalance: (balance: number) => void;
  /** Keeps the table's other controls (bet, seed rotation) still while a round of the engine's own is open. */
  hold: (on: boolean) => void;
  /** A refusal or failure of the engine's own calls, shown where `play`'s are (null clears it). */
  report: (message: string | null) => void;
  /** A stake refused for want of money: the balance shown may be stale. */
  insufficient: () => void;
}
