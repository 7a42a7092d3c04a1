import { useCallback, useMemo, useState } from 'react';
import { http } from '@portal/kernel';
import { useQuery } from '@portal/shared';
import { inhouseRounds, type GameRound } from '@portal/shared/contracts';

/** Rounds the history shows. */
export const ROUNDS_LIMIT = 20;

/** The rounds of both lists, newest first (the server's order: by roundId), the fetched copy winning a tie, at most ROUNDS_LIMIT. */
function newestFirst(played: readonly GameRound[], fetched: readonly GameRound[]): GameRound[] {
  const byId = new Map<number, GameRound>();
  for (const round of [...played, ...fetched]) byId.set(round.roundId, round);
  return [...byId.values()].sort((a, b) => b.roundId - a.roundId).slice(0, ROUNDS_LIMIT);
}

export interface RoundHistoryState {
  /** Newest first; null until the first list arrives or a round is played. */
  rounds: GameRound[] | null;
  failed: boolean;
  /** A round this table played (from its answer): at the head of the list, with no request. */
  add(round: GameRound): void;
  /** Fetches the list again (after a seed rotation, which reveals the seed of the rounds before it). */
  reload(): void;
}

/**
 * The ticket's last rounds: fetched when the table opens (and on `reload()`), and each round played here
 * put at the head from its own answer. A round answered while a list was on its way stays listed
 * whatever that list says; a fetched copy of a round replaces the played one (it may have its seed revealed).
 */
export function useRoundHistory(ticket: string): RoundHistoryState {
  const fetched = useQuery((signal) => http.call(inhouseRounds, { ticket, limit: ROUNDS_LIMIT }, { signal }).then(({ list }) => list), [ticket]);
  const [played, setPlayed] = useState<GameRound[]>([]);
  const add = useCallback((round: GameRound) => setPlayed((previous) => newestFirst([round], previous)), []);
  const rounds = useMemo(() => (fetched.data === null && played.length === 0 ? null : newestFirst(played, fetched.data ?? [])), [played, fetched.data]);
  return { rounds, failed: fetched.status === 'failed', add, reload: fetched.retry };
}
