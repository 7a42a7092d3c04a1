import type { GameItem, VendorCard, VendorLane } from '@portal/shared';

/** A game as the API answers it, with overrides. */
export function game(overrides: Partial<GameItem> = {}): GameItem {
  const nodeId = overrides.nodeId ?? 'RNG-PG-0001';
  const name = overrides.gameName ?? 'Lucky Dragon';
  return {
    gameId: 1,
    nodeId,
    nodeName: name,
    gameName: name,
    displayName: overrides.displayName ?? name,
    showIcon: `/wps/asset/game/${nodeId}.svg`,
    iconUrl: `/wps/asset/game/${nodeId}.svg?v=1`,
    lagerIcon: `/wps/asset/game/${nodeId}.svg?size=large&v=1`,
    vassalage: 'PG',
    vendorName: 'PG Soft',
    gameType: 'RNG',
    gameCode: 'lucky-dragon',
    isGame: 1,
    isHot: 0,
    isNew: 0,
    subCategory: null,
    minBet: 100,
    lines: 25,
    maintenance: false,
    freePlay: false,
    demo: false,
    engine: 'slot',
    isFavorite: false,
    ...overrides,
  };
}

/** `count` distinct games named "Game 1"… with nodeIds RNG-T-0001… */
export function games(count: number, from = 1, overrides: Partial<GameItem> = {}): GameItem[] {
  return Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return game({ nodeId: `RNG-T-${String(n).padStart(4, '0')}`, gameName: `Game ${n}`, displayName: `Game ${n}`, gameId: n, ...overrides });
  });
}

export function vendor(overrides: Partial<VendorCard> = {}): VendorCard {
  const vassalage = overrides.vassalage ?? 'PG';
  return {
    vassalage,
    vendorName: overrides.vendorName ?? `${vassalage} Games`,
    gameType: 'RNG',
    logoUrl: `/wps/asset/vendor/${vassalage}.svg`,
    isGroup: false,
    launch: 'list',
    nodeId: null,
    gameCode: null,
    maintenance: false,
    gameCount: 10,
    ...overrides,
  };
}

export function lane(title: VendorLane['title'], cards: VendorCard[]): VendorLane {
  return { title, gameClassify: title === 'INHOUSE' ? 'RNG' : title, vendors: cards.map((card) => card.vassalage), cards };
}

export const page = (content: GameItem[], pageNum = 1, totalPages = 1) => ({ content, pageNum, pageSize: 20, totalPages, totalElements: content.length });

/**
 * Finds a game card's button by the game's name: the card is named by all it shows (name, vendor,
 * badges), and the game's name comes first.
 */
export const cardNamed = (name: string) => ({ name: (accessibleName: string) => accessibleName === name || accessibleName.startsWith(`${name} `) });
