import { useSyncExternalStore } from 'react';
import { bus } from '@portal/kernel';
import { type GameItem } from '@portal/shared';
import { favourites, type FavouriteNotice, type FavouritesState } from './store';

function subscribeState(onChange: () => void) {
  favourites.follow(bus.session$);
  const subscription = favourites.state$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

function subscribeNotice(onChange: () => void) {
  const subscription = favourites.notice$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

/** The member's favourites; reading them starts following the session. */
export function useFavourites(): FavouritesState {
  favourites.follow(bus.session$);
  return useSyncExternalStore(subscribeState, () => favourites.state$.value, () => favourites.state$.value);
}

/** Whether a game shows as a favourite: the store once loaded, the game's own flag before. */
export function useIsFavourite(game: Pick<GameItem, 'nodeId' | 'isFavorite'>): boolean {
  const state = useFavourites();
  if (state.ids.includes(game.nodeId)) return true;
  return !state.loaded && game.isFavorite && !state.removed.includes(game.nodeId);
}

export function useFavouriteNotice(): FavouriteNotice | null {
  return useSyncExternalStore(subscribeNotice, () => favourites.notice$.value, () => favourites.notice$.value);
}
