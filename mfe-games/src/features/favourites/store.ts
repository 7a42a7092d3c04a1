import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import { ApiError, http, type SessionState } from '@portal/kernel';
import { FAVOURITE_THROTTLE_MS, type GameItem } from '@portal/shared';
import {
  MCSFE_addFavoriteGameV2,
  MCSFE_getFavoriteGames,
  MCSFE_removeFavoriteGameV2,
  type AnswerOf,
  type FavoriteNodeIds,
} from '@portal/shared/contracts';

export interface FavouritesState {
  /** Favourite nodeIds, newest first. */
  ids: readonly string[];
  /** True once the member's list has arrived; before that a card trusts its own `isFavorite`. */
  loaded: boolean;
  /** Removed while the list was not loaded yet, so a card's own `isFavorite` no longer counts. */
  removed: readonly string[];
}

/** Why the last action was rolled back; the notice shows it in the current language. */
export type FavouriteProblem = 'addFailed' | 'removeFailed' | 'full';
export interface FavouriteNotice {
  problem: FavouriteProblem;
  /** Distinguishes two notices of the same problem, so the second shows again. */
  id: number;
}

export type FavouriteGame = Pick<GameItem, 'nodeId' | 'vassalage' | 'gameType'>;
export type ActionResult = 'done' | 'skipped' | 'throttled' | 'failed';

/** The favourites calls the store makes (injected, so its tests stand in for the server). */
export interface FavouritesApi {
  /** The member's favourite nodeIds (`MCSFE_getFavoriteGames`). */
  list(): Promise<FavoriteNodeIds>;
  /** Adding one already there is a success (`MCSFE_addFavoriteGameV2`). */
  add(game: FavouriteGame): Promise<AnswerOf<typeof MCSFE_addFavoriteGameV2>>;
  /** Removing one that is not there is a success (`MCSFE_removeFavoriteGameV2`). */
  remove(nodeId: string): Promise<AnswerOf<typeof MCSFE_removeFavoriteGameV2>>;
}

const EMPTY: FavouritesState = { ids: [], loaded: false, removed: [] };

/**
 * The package's one favourites store (spec §4, §6): loaded when a member logs in, cleared on logout.
 * Add and remove are optimistic; a failure puts the list back and raises a notice. At most one
 * action per FAVOURITE_THROTTLE_MS, whichever heart it comes from: a second click inside that second
 * is ignored.
 */
export function createFavouritesStore(api: FavouritesApi, now: () => number = () => Date.now()) {
  const state$ = new BehaviorSubject<FavouritesState>(EMPTY);
  const notice$ = new BehaviorSubject<FavouriteNotice | null>(null);
  let lastAction = Number.NEGATIVE_INFINITY;
  /** The token whose favourites the state holds; answers for another token are dropped. */
  let owner: string | null = null;
  let noticeCount = 0;

  const has = (nodeId: string) => state$.value.ids.includes(nodeId);
  const setIds = (ids: readonly string[], removed = state$.value.removed) => state$.next({ ...state$.value, ids, removed });
  const without = (list: readonly string[], nodeId: string) => list.filter((id) => id !== nodeId);
  const report = (problem: FavouriteProblem) => notice$.next({ problem, id: (noticeCount += 1) });

  function throttled(): boolean {
    const at = now();
    if (at - lastAction < FAVOURITE_THROTTLE_MS) return true;
    lastAction = at;
    return false;
  }

  function onSession(session: SessionState): void {
    const token = session.isLogin && !session.isTrial ? session.token : null;
    if (token === owner) return;
    owner = token;
    state$.next(EMPTY);
    if (!token) return;
    api.list().then(
      (ids) => {
        if (owner !== token) return;
        // Hearts clicked while the list was on its way win over it: the list may predate them.
        const local = state$.value;
        const merged = [...local.ids, ...ids.filter((id) => !local.removed.includes(id))];
        state$.next({ ids: [...new Set(merged)], loaded: true, removed: [] });
      },
      () => undefined, // the hearts keep each game's own isFavorite; the next login tries again
    );
  }

  async function add(game: FavouriteGame): Promise<ActionResult> {
    if (has(game.nodeId)) return 'skipped';
    if (throttled()) return 'throttled';
    const token = owner;
    const removedBefore = state$.value.removed;
    setIds([game.nodeId, ...state$.value.ids], without(removedBefore, game.nodeId));
    try {
      await api.add(game);
      return 'done';
    } catch (error) {
      if (owner === token) {
        setIds(without(state$.value.ids, game.nodeId), removedBefore);
        report(error instanceof ApiError && error.code === 'favorite.full' ? 'full' : 'addFailed');
      }
      return 'failed';
    }
  }

  async function remove(game: FavouriteGame): Promise<ActionResult> {
    if (throttled()) return 'throttled';
    const token = owner;
    const before = state$.value.ids;
    const index = before.indexOf(game.nodeId);
    const removedBefore = state$.value.removed;
    setIds(without(before, game.nodeId), state$.value.loaded ? removedBefore : [...removedBefore, game.nodeId]);
    try {
      await api.remove(game.nodeId);
      return 'done';
    } catch {
      if (owner === token && !has(game.nodeId)) {
        const ids = [...state$.value.ids];
        ids.splice(index < 0 ? 0 : Math.min(index, ids.length), 0, game.nodeId);
        setIds(ids, removedBefore);
        report('removeFailed');
      }
      return 'failed';
    }
  }

  let following: Subscription | null = null;

  return {
    state$: state$ as Observable<FavouritesState> & { readonly value: FavouritesState },
    notice$: notice$ as Observable<FavouriteNotice | null> & { readonly value: FavouriteNotice | null },
    /** Follows the session (idempotent): loads on login, clears on logout. */
    follow(session$: Observable<SessionState>): void {
      if (!following) following = session$.subscribe(onSession);
    },
    has,
    add,
    remove,
    /** `current`: whether the heart shows the game as a favourite right now. */
    toggle(game: FavouriteGame, current: boolean): Promise<ActionResult> {
      return current ? remove(game) : add(game);
    },
    dismissNotice(): void {
      notice$.next(null);
    },
  };
}

export type FavouritesStore = ReturnType<typeof createFavouritesStore>;

/** The single store of the package. Spec §3 payload of an add: nodeId, vendor, gameType. */
export const favourites = createFavouritesStore({
  list: () => http.call(MCSFE_getFavoriteGames),
  add: (game) => http.call(MCSFE_addFavoriteGameV2, { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType }),
  remove: (nodeId) => http.call(MCSFE_removeFavoriteGameV2, { nodeId }),
});
