import type { ReactNode } from 'react';
import type { GameRound, GameSession } from '@portal/shared/contracts';
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
}
