import { http, type GameItem } from '@portal/shared';

/** The member's favourite nodeIds (`MCSFE_getFavoriteGames`). */
export const getFavouriteIds = () => http.get<string[]>('/wps/relay/MCSFE_getFavoriteGames', { auth: true });

/** Spec §3 payload: nodeId, vendor, gameType. Adding one already there is a success. */
export const addFavourite = (game: Pick<GameItem, 'nodeId' | 'vassalage' | 'gameType'>) =>
  http.post<null>('/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType }, { auth: true });

/** DELETE with the nodeId in the query; removing one that is not there is a success. */
export const removeFavourite = (nodeId: string) => http.delete<null>('/wps/relay/MCSFE_removeFavoriteGameV2', { auth: true, params: { nodeId } });
