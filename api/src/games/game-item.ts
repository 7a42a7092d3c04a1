import type { GameCategory, GameEngine, GameItem, SubCategory } from '@portal/shared/contracts';
import type { Flag, GameRow } from '../db/schema';
import type { Language } from '../http/messages';

/** A game as every game list of the wire contract sends it: the contract's `GameItem`. */
export type { GameItem };

/** A game row joined with what the list needs of its vendor. */
export type GameWithVendor = GameRow & { vendor_name: string; vendor_maintenance: Flag; vendor_inhouse: Flag };

export function gameName(row: Pick<GameRow, 'name_my' | 'name_en' | 'name_cn'>, language: Language): string {
  return language === 'MY' ? row.name_my : language === 'CN' ? row.name_cn : row.name_en;
}

/** The artwork is drawn by the API; the version in the URL lets it be cached as immutable. */
export function gameIconUrl(nodeId: string, version: number, size: 'square' | 'large' = 'square'): string {
  const base = `/wps/asset/game/${encodeURIComponent(nodeId)}.svg`;
  return size === 'large' ? `${base}?size=large&v=${version}` : `${base}?v=${version}`;
}

export function toGameItem(row: GameWithVendor, language: Language, isFavorite = false): GameItem {
  const name = gameName(row, language);
  const icon = gameIconUrl(row.node_id, row.art_version);
  return {
    gameId: row.id,
    nodeId: row.node_id,
    nodeName: name,
    gameName: name,
    displayName: name,
    showIcon: icon,
    iconUrl: icon,
    lagerIcon: gameIconUrl(row.node_id, row.art_version, 'large'),
    vassalage: row.vendor_code,
    vendorName: row.vendor_name,
    // The catalogue holds only the contract's codes (seeded from its lists).
    gameType: row.game_type as GameCategory,
    gameCode: row.game_code,
    isGame: 1,
    isHot: row.is_hot,
    isNew: row.is_new,
    subCategory: row.sub_category as SubCategory | null,
    minBet: Number(row.min_bet),
    lines: row.lines,
    maintenance: row.maintenance === 1 || row.vendor_maintenance === 1,
    freePlay: row.free_play === 1,
    demo: row.vendor_inhouse !== 1,
    engine: row.engine as GameEngine,
    isFavorite,
  };
}
