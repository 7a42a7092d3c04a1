import type { Flag, GameRow } from '../db/schema';
import type { Language } from '../http/messages';

/** A game as every game list of the wire contract sends it (docs/wire-contract.md, "GameItem"). */
export interface GameItem {
  gameId: number;
  nodeId: string;
  nodeName: string;
  gameName: string;
  displayName: string;
  showIcon: string;
  iconUrl: string;
  lagerIcon: string;
  vassalage: string;
  vendorName: string;
  gameType: string;
  gameCode: string;
  isGame: 1;
  isHot: Flag;
  isNew: Flag;
  subCategory: string | null;
  minBet: number;
  lines: number;
  maintenance: boolean;
  freePlay: boolean;
  demo: boolean;
  engine: string;
  isFavorite: boolean;
}

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
    gameType: row.game_type,
    gameCode: row.game_code,
    isGame: 1,
    isHot: row.is_hot,
    isNew: row.is_new,
    subCategory: row.sub_category,
    minBet: Number(row.min_bet),
    lines: row.lines,
    maintenance: row.maintenance === 1 || row.vendor_maintenance === 1,
    freePlay: row.free_play === 1,
    demo: row.vendor_inhouse !== 1,
    engine: row.engine,
    isFavorite,
  };
}
