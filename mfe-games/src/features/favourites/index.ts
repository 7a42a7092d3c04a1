import './i18n';

export { FavouriteButton } from './FavouriteButton';
export { FavouriteNotice } from './FavouriteNotice';
export { favourites, createFavouritesStore, type FavouritesState, type FavouritesStore, type FavouriteNotice as FavouriteNoticeState } from './store';
export { useFavourites, useIsFavourite } from './useFavourites';
