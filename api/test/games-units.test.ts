import { buildCatalogue } from '../src/games/seed-catalogue';
import { CATEGORY_VENDORS, INHOUSE_GAMES, MAINTENANCE_GAME, VENDORS } from '../src/games/catalogue-data';
import { drawGameArt, drawVendorLogo } from '../src/games/art-svg';
import { ftsPhrase, likePattern } from '../src/games/queries';
import { maskName, normalizeKeyword } from '../src/games/service';
import { buildLanes, type VendorListing } from '../src/games/vendor-lanes';

/* Pure parts of the games module: the seeded catalogue, the lane builder, masking, search, artwork. */

describe('the seeded catalogue', () => {
  const catalogue = buildCatalogue();
  const games = catalogue.games;
  const of = (type: string) => games.filter((g) => g.game_type === type);

  it('is deterministic', () => {
    expect(buildCatalogue()).toEqual(catalogue);
  });

  it('holds almost 10,000 slots spread unevenly over the slot vendors, and every category', () => {
    const slots = of('RNG').filter((g) => g.vendor_code !== 'INHOUSE');
    expect(slots).toHaveLength(9800);
    const perVendor = new Map<string, number>();
    for (const g of slots) perVendor.set(g.vendor_code, (perVendor.get(g.vendor_code) ?? 0) + 1);
    expect(perVendor.size).toBeGreaterThanOrEqual(20);
    expect(Math.max(...perVendor.values())).toBeGreaterThan(500);
    expect(Math.min(...perVendor.values())).toBeLessThan(100);
    for (const type of ['LIVE', 'FISH', 'PVP', 'BGS', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']) expect(of(type).length).toBeGreaterThan(0);
    expect(of('LIVE').length).toBeGreaterThan(100);
    const counts = Object.fromEntries(['RNG', 'LIVE', 'FISH', 'PVP', 'BGS', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'].map((t) => [t, of(t).length]));
    expect(counts).toEqual({ RNG: 9803, LIVE: 222, FISH: 63, PVP: 104, BGS: 32, SPORTS: 5, ESPORTS: 5, COCKFIGHT: 2, LOTT: 5, ELOTT: 14 });
    expect(games).toHaveLength(10255);
    expect(catalogue.vendors).toHaveLength(48);
  });

  it('has unique node ids in the <TYPE>-<VENDOR>-<seq> form and names unique per vendor in every language', () => {
    expect(new Set(games.map((g) => g.node_id)).size).toBe(games.length);
    for (const g of games.filter((x) => x.vendor_code !== 'INHOUSE')) expect(g.node_id).toMatch(new RegExp(`^${g.game_type}-${g.vendor_code}-[0-9]{4}$`));
    for (const column of ['name_en', 'name_cn', 'name_my'] as const) {
      const seen = new Set(games.map((g) => `${g.vendor_code}:${g.game_type}:${g[column]}`));
      expect(seen.size).toBe(games.length);
    }
    const first = games.find((g) => g.node_id === 'RNG-PG-0001')!;
    expect(first.game_code).toBe('PG_0001');
    expect(first.search_text).toBe(`${first.name_en} ${first.name_cn} ${first.name_my} ${first.game_code}`.toLowerCase());
  });

  it('translates slot names word by word', () => {
    const dragon = of('RNG').filter((g) => g.name_en.split(' ').includes('Dragon'));
    expect(dragon.length).toBeGreaterThan(50);
    for (const g of dragon) {
      expect(g.name_cn).toContain('龙');
      expect(g.name_my).toContain('နဂါး');
    }
  });

  it('flags: ~2% hot spread over vendors, ~3% new, most slots free to try, sub-categories, lines and bets', () => {
    const slots = of('RNG').filter((g) => g.vendor_code !== 'INHOUSE');
    const share = (pick: (g: (typeof slots)[number]) => boolean) => slots.filter(pick).length / slots.length;
    expect(share((g) => g.is_hot === 1)).toBeGreaterThan(0.015);
    expect(share((g) => g.is_hot === 1)).toBeLessThan(0.03);
    expect(new Set(slots.filter((g) => g.is_hot === 1).map((g) => g.vendor_code)).size).toBe(21);
    expect(share((g) => g.is_new === 1)).toBeGreaterThan(0.02);
    expect(share((g) => g.is_new === 1)).toBeLessThan(0.045);
    expect(share((g) => g.free_play === 1)).toBeGreaterThan(0.8);
    for (const sub of ['JP', 'TG', 'AC']) expect(slots.filter((g) => g.sub_category === sub).length).toBeGreaterThan(200);
    expect(slots.filter((g) => g.sub_category === 'BG').length).toBe(6);
    expect(new Set(slots.map((g) => g.lines))).toEqual(new Set([0, 9, 10, 20, 25, 30, 40, 50, 243]));
    expect(new Set(slots.map((g) => g.min_bet))).toEqual(new Set([10, 20, 50, 100, 200]));
    expect(new Set(games.map((g) => g.engine))).toEqual(new Set(['slot', 'dice', 'crash']));
  });

  it('has the in-house games, a vendor group, a vendor and a game under maintenance, and the lottery lobbies', () => {
    const inhouse = games.filter((g) => g.vendor_code === 'INHOUSE');
    expect(inhouse.map((g) => [g.node_id, g.engine, g.is_hot, g.free_play, g.game_type])).toEqual(
      INHOUSE_GAMES.map((g) => [g.nodeId, g.engine, 1, 1, 'RNG']),
    );
    expect(catalogue.vendors.find((v) => v.code === 'INHOUSE')).toMatchObject({ is_inhouse: 1, name: 'In-house' });
    expect(catalogue.vendors.find((v) => v.code === 'V8')).toMatchObject({ is_group: 1 });
    expect(catalogue.vendors.find((v) => v.code === 'RTG')).toMatchObject({ maintenance: 1 });
    expect(games.filter((g) => g.maintenance === 1).map((g) => g.node_id)).toEqual([MAINTENANCE_GAME]);
    const codes = games.filter((g) => g.game_type === 'LOTT' || g.game_type === 'ELOTT').map((g) => g.game_code);
    expect(codes).toEqual(expect.arrayContaining(['VN_LOTTO', 'SEA_LOTTO', 'LOTT_LOBBY']));
    // Every vendor is listed somewhere, with its categories.
    const listed = new Set(Object.values(CATEGORY_VENDORS).flat());
    expect(VENDORS.every((v) => listed.has(v.code))).toBe(true);
    expect(catalogue.categories.length).toBe(Object.values(CATEGORY_VENDORS).flat().length);
  });
});

describe('buildLanes', () => {
  let sort = 0;
  const listing = (vassalage: string, gameType: string, extra: Partial<VendorListing> = {}): VendorListing => ({
    vassalage,
    vendorName: `${vassalage} name`,
    gameType,
    categorySort: ++sort,
    vendorSort: sort,
    isGroup: false,
    isInhouse: false,
    maintenance: false,
    gameCount: 3,
    lobbyNodeId: `${gameType}-${vassalage}-0001`,
    lobbyGameCode: `${vassalage}_LOBBY`,
    ...extra,
  });

  const lanes = buildLanes([
    listing('BGV', 'BGS'),
    listing('PG', 'RNG'),
    listing('INHOUSE', 'RNG', { isInhouse: true }),
    listing('SABA', 'SPORTS'),
    listing('AV', 'SPORTS'),
    listing('TF', 'SPORTS'),
    listing('SV388', 'SPORTS'),
    listing('AV', 'ESPORTS'),
    listing('SV388', 'COCKFIGHT'),
    listing('TCG', 'ELOTT'),
    listing('V8', 'PVP', { isGroup: true }),
    listing('EMPTY', 'LIVE', { gameCount: 0 }),
    listing('EVO', 'LIVE', { maintenance: true }),
    listing('B', 'FISH', { categorySort: 2 }),
    listing('A', 'FISH', { categorySort: 1 }),
  ]);
  const lane = (title: string) => lanes.find((l) => l.title === title);

  it('orders lanes as the header (spec §2), in-house after RNG, then BGS; empty lanes are left out', () => {
    expect(lanes.map((l) => l.title)).toEqual(['ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'INHOUSE', 'PVP', 'ESPORTS', 'COCKFIGHT', 'BGS']);
  });

  it('takes esports and cockfight vendors out of SPORTS and in-house out of RNG', () => {
    expect(lane('SPORTS')!.vendors).toEqual(['SABA']);
    expect(lane('ESPORTS')!.vendors).toEqual(['AV']);
    expect(lane('COCKFIGHT')!.vendors).toEqual(['SV388']);
    expect(lane('RNG')!.vendors).toEqual(['PG']);
    expect(lane('INHOUSE')).toMatchObject({ gameClassify: 'RNG', vendors: ['INHOUSE'] });
    expect(lane('INHOUSE')!.cards[0]).toMatchObject({ launch: 'list', nodeId: null, gameCode: null });
  });

  it('makes list, direct and lottery cards', () => {
    expect(lane('SPORTS')!.cards[0]).toEqual({
      vassalage: 'SABA', vendorName: 'SABA name', gameType: 'SPORTS', logoUrl: '/wps/asset/vendor/SABA.svg', isGroup: false,
      launch: 'direct', nodeId: 'SPORTS-SABA-0001', gameCode: null, maintenance: false, gameCount: 3,
    });
    expect(lane('ELOTT')!.cards[0]).toMatchObject({ launch: 'lottery', nodeId: null, gameCode: 'TCG_LOBBY' });
    expect(lane('PVP')!.cards[0]).toMatchObject({ launch: 'list', isGroup: true, nodeId: null });
    expect(lane('LIVE')!.cards).toEqual([expect.objectContaining({ vassalage: 'EVO', maintenance: true })]);
    expect(lane('FISH')!.vendors).toEqual(['A', 'B']);
  });
});

describe('helpers', () => {
  it('masks names', () => {
    expect(maskName('demo')).toBe('de***o');
    expect(maskName('player01')).toBe('pl***1');
    expect(maskName('abc')).toBe('a***c');
    expect(maskName('a')).toBe('a***');
  });

  it('escapes LIKE wildcards and normalizes keywords', () => {
    expect(likePattern('50%_off!')).toBe('%50!%!_off!!%');
    expect(ftsPhrase('say "hi" OR *')).toBe('"say ""hi"" OR *"');
    expect(normalizeKeyword('  DRAGON ')).toBe('dragon');
    expect(normalizeKeyword('   ')).toBeUndefined();
  });

  it('draws deterministic SVG whose only text is the vendor code', () => {
    const art = { nodeId: 'RNG-PG-0001', vendorCode: 'PG', gameType: 'RNG', engine: 'slot', subCategory: null, color: '#ff5a36' };
    const square = drawGameArt(art, 'square');
    expect(drawGameArt(art, 'square')).toBe(square);
    expect(square).toMatch(/^<svg [^>]*width="240" height="240"/);
    expect(drawGameArt(art, 'large')).toMatch(/^<svg [^>]*width="480" height="270"/);
    expect([...square.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1])).toEqual(['PG']);
    expect(drawGameArt({ ...art, nodeId: 'RNG-PG-0002' }, 'square')).not.toBe(square);
    // A hostile code or colour never becomes markup.
    const hostile = drawGameArt({ ...art, vendorCode: '<script>', color: '"/><script>' }, 'square');
    expect(hostile).not.toContain('<script');
    expect(drawVendorLogo('TCG_LOTTO_VN', '#d32f2f')).toContain('>TCG_LOTTO_VN</text>');
  });
});
