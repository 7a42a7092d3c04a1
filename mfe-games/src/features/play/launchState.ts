import { CLIENT_ERROR_CODES, isApiError } from '@portal/kernel';
import { type GameItem } from '@portal/shared';
import type { GameMaintenance } from '@portal/shared/contracts';

export type LaunchState =
  | { kind: 'waiting' }
  | { kind: 'launching' }
  | { kind: 'maintenance'; hotGames: GameItem[] }
  | { kind: 'notFound' }
  /** The server called the account a trial one (for this token). */
  | { kind: 'trial'; token?: string | null }
  /** A cool-off or self-exclusion is in force until then: games are closed, withdrawals and records open. */
  | { kind: 'closed'; until: string }
  | { kind: 'failed'; message: string };

/** What a failed launch shows (docs/wire-contract.md, "Launch errors"). */
export function launchFailure(error: unknown): LaunchState {
  if (!isApiError(error)) return { kind: 'failed', message: '' };
  switch (error.code) {
    case 'game.maintenance': {
      const hotGames = (error.value as Partial<GameMaintenance> | undefined)?.hotGames;
      return { kind: 'maintenance', hotGames: Array.isArray(hotGames) ? hotGames : [] };
    }
    case 'game.not.found':
      return { kind: 'notFound' };
    case 'member.trial':
      return { kind: 'trial' };
    case 'protection.excluded': {
      const until = (error.value as { until?: unknown } | undefined)?.until;
      return typeof until === 'string' ? { kind: 'closed', until } : { kind: 'failed', message: error.message };
    }
    default:
      return { kind: 'failed', message: error.message };
  }
}

/**
 * A failure of the vendor's primary launch route rather than of the game or the account: no answer,
 * a server error, or `game.route.unavailable`. The page then tries the fallback route once.
 */
export function primaryRouteFailed(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.code === CLIENT_ERROR_CODES.aborted) return false;
  return error.code === 'game.route.unavailable' || error.status === 0 || error.status >= 500;
}
