import { DEMO_ACCOUNTS } from '../src';
import { TestClient } from './helpers/client';
import { listGames, type GamePage } from './helpers/games';
import type { GameItem } from '../src/games/game-item';
import { startServer, type TestServer } from './helpers/server';

/* The games catalogue calls (docs/wire-contract.md, "Calls of the games") on a fresh, seeded database. */

let server: TestServer;
let client: TestClient;
let token: string;
let memberId: number;

beforeAll(async () => {
  server = await startServer();
  client = new TestClient(server.url);
  const login = await client.login(DEMO_ACCOUNTS.player.username, DEMO_ACCOUNTS.player.password);
  token = login.body.value.token;
  memberId = login.body.value.user.id;
});
afterAll(() => server.close());

const BURMESE = /[\u1000-\u109F]/;
const CHINESE = /[\u4E00-\u9FFF]/;

const gameList = (params: Record<string, string | number>, options?: { token?: string; language?: string }) => listGames(client, params, options);

const gameIdOf = async (nodeId: string) => (await server.app.portal.db.selectFrom('game').select('id').where('node_id', '=', nodeId).executeTakeFirstOrThrow()).id;
const merchantId = async () => (await server.app.portal.db.selectFrom('merchant').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()).id;

describe('GCSGAME_gameList', () => {
  it('pages the ~9,800 slots: 20 a page, no overlap, a short last page, an empty one after it', async () => {
    const first = await gameList({ gameType: 'RNG', pageNo: 1, pageSize: 20 });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const page = first.body.value;
    expect(page.totalElements).toBe(9803);
    expect(page).toMatchObject({ pageNum: 1, pageSize: 20, totalPages: Math.ceil(9803 / 20) });
    expect(page.content).toHaveLength(20);

    const item = page.content[0]!;
    expect(Object.keys(item).sort()).toEqual(
      ['gameId', 'nodeId', 'nodeName', 'gameName', 'displayName', 'showIcon', 'iconUrl', 'lagerIcon', 'vassalage', 'vendorName', 'gameType', 'gameCode', 'isGame', 'isHot', 'isNew', 'subCategory', 'minBet', 'lines', 'maintenance', 'freePlay', 'demo', 'engine', 'isFavorite'].sort(),
    );
    // Hot first, and the in-house vendor sorts first: its three games open the list.
    expect(page.content.slice(0, 3).map((g) => g.nodeId)).toEqual(['RNG-INHOUSE-SLOT', 'RNG-INHOUSE-DICE', 'RNG-INHOUSE-CRASH']);
    expect(page.content[0]).toMatchObject({ vassalage: 'INHOUSE', vendorName: 'In-house', gameType: 'RNG', isGame: 1, isHot: 1, demo: false, freePlay: true, engine: 'slot', isFavorite: false });
    expect(page.content[0]!.iconUrl).toBe('/wps/asset/game/RNG-INHOUSE-SLOT.svg?v=1');
    expect(page.content[0]!.lagerIcon).toBe('/wps/asset/game/RNG-INHOUSE-SLOT.svg?size=large&v=1');
    expect(page.content.every((g) => g.isHot === 1)).toBe(true);

    const second = (await gameList({ gameType: 'RNG', pageNo: 2, pageSize: 20 })).body.value;
    const ids = new Set(page.content.map((g) => g.nodeId));
    expect(second.content.some((g) => ids.has(g.nodeId))).toBe(false);

    const last = (await gameList({ gameType: 'RNG', pageNo: page.totalPages, pageSize: 20 })).body.value;
    expect(last.content).toHaveLength(9803 % 20);
    const beyond = (await gameList({ gameType: 'RNG', pageNo: page.totalPages + 1, pageSize: 20 })).body.value;
    expect(beyond).toMatchObject({ content: [], totalElements: 9803 });
  });

  it('orders hot first, then the vendor order, then the vendor’s own order', async () => {
    const hot = (await gameList({ gameType: 'RNG', filter: 'HOT', pageSize: 1 })).body.value.totalElements;
    expect(hot).toBeGreaterThan(150);
    const pageNo = Math.floor(hot / 100) + 1;
    const page = (await gameList({ gameType: 'RNG', pageNo, pageSize: 100 })).body.value.content;
    const flags = page.map((g) => g.isHot);
    const boundary = flags.indexOf(0);
    expect(boundary).toBe(hot % 100);
    expect(flags.slice(boundary).every((f) => f === 0)).toBe(true);
    // After the hot games: the first vendor's games (PP) in its order.
    const cold = page.slice(boundary);
    expect(cold[0]!.vassalage).toBe('PP');
    const seq = cold.map((g) => Number(g.nodeId.slice(-4)));
    expect([...seq].sort((a, b) => a - b)).toEqual(seq);
  });

  it('validates its query', async () => {
    const tooBig = await gameList({ gameType: 'RNG', pageSize: 101 });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'pageSize' } });
    expect((await client.get('/wps/relay/GCSGAME_gameList?pageNo=1')).body.value).toEqual({ field: 'gameType' });
    expect((await gameList({ gameType: 'CASINO' })).status).toBe(400);
    expect((await gameList({ gameType: 'RNG', filter: 'BEST' })).status).toBe(400);
    expect((await gameList({ gameType: 'RNG', keyword: 'x'.repeat(51) })).status).toBe(400);
    // Empty optional filters are no filters.
    const blank = await gameList({ gameType: 'RNG', filter: '', subCategory: '', vassalage: '', keyword: '' });
    expect(blank.body.value.totalElements).toBe(9803);
  });

  it('filters NEW and HOT, sub-categories and the slot filters', async () => {
    const all = async (params: Record<string, string | number>) => {
      const first = (await gameList({ gameType: 'RNG', pageSize: 100, ...params })).body.value;
      return first;
    };
    const fresh = await all({ filter: 'NEW' });
    expect(fresh.totalElements).toBeGreaterThan(200);
    expect(fresh.totalElements).toBeLessThan(450);
    expect(fresh.content.every((g) => g.isNew === 1)).toBe(true);
    const hot = await all({ filter: 'HOT' });
    expect(hot.content.every((g) => g.isHot === 1)).toBe(true);
    expect(new Set(hot.content.map((g) => g.vassalage)).size).toBeGreaterThan(1);
    expect((await all({ filter: 'ALL' })).totalElements).toBe(9803);

    for (const sub of ['JP', 'TG', 'AC']) {
      const page = await all({ subCategory: sub });
      expect(page.totalElements).toBeGreaterThan(100);
      expect(page.content.every((g) => g.subCategory === sub)).toBe(true);
    }
    const tables = await all({ subCategory: 'TG' });
    expect(tables.content.every((g) => g.engine === 'dice' && g.lines === 0)).toBe(true);
    expect((await all({ subCategory: 'BG' })).totalElements).toBe(6);

    const minBet = await all({ minBet1: 1 });
    expect(minBet.content.every((g) => g.minBet >= 100)).toBe(true);
    expect(minBet.totalElements).toBeGreaterThan(1000);
    expect(minBet.totalElements).toBeLessThan(9803);
    const lines = await all({ lines25: 1 });
    expect(lines.content.every((g) => g.lines >= 25)).toBe(true);
    const both = await all({ minBet1: 1, lines25: 1, subCategory: 'JP' });
    expect(both.totalElements).toBeGreaterThan(0);
    expect(both.totalElements).toBeLessThan(Math.min(minBet.totalElements, lines.totalElements));
    expect(both.content.every((g) => g.minBet >= 100 && g.lines >= 25 && g.subCategory === 'JP')).toBe(true);
    expect((await all({ minBet1: 0 })).totalElements).toBe(9803);
  });

  it('filters by vendor (vassalage), in-house included; maintenance shows', async () => {
    const pg = (await gameList({ gameType: 'RNG', vassalage: 'pg', pageSize: 100 })).body.value;
    expect(pg.totalElements).toBe(470);
    expect(pg.content.every((g) => g.vassalage === 'PG' && g.vendorName === 'PG Soft' && g.demo)).toBe(true);
    expect(pg.content[0]!.isHot).toBe(1);

    const inhouse = (await gameList({ gameType: 'RNG', vassalage: 'INHOUSE' })).body.value.content;
    expect(inhouse.map((g) => [g.nodeId, g.engine, g.demo])).toEqual([
      ['RNG-INHOUSE-SLOT', 'slot', false],
      ['RNG-INHOUSE-DICE', 'dice', false],
      ['RNG-INHOUSE-CRASH', 'crash', false],
    ]);

    const rtg = (await gameList({ gameType: 'RNG', vassalage: 'RTG', pageSize: 100 })).body.value;
    expect(rtg.totalElements).toBe(240);
    expect(rtg.content.every((g) => g.maintenance)).toBe(true);
    const jili = (await gameList({ gameType: 'RNG', keyword: 'jili_0002' })).body.value.content;
    expect(jili).toEqual([expect.objectContaining({ nodeId: 'RNG-JILI-0002', maintenance: true, isHot: 0 })]);
    expect((await gameList({ gameType: 'RNG', vassalage: 'NOBODY' })).body.value).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });

    const live = (await gameList({ gameType: 'LIVE', vassalage: 'PP' })).body.value;
    expect(live.totalElements).toBe(36);
    expect(live.content.every((g) => g.gameType === 'LIVE' && g.engine === 'dice')).toBe(true);
  });

  it('names games in the Language header (MY by default), or the language query without a header', async () => {
    const pick = (page: GamePage) => page.content.find((g) => g.nodeId === 'RNG-PG-0001')!;
    const query = { gameType: 'RNG', keyword: 'pg_0001' };
    const en = pick((await gameList(query, { language: 'EN' })).body.value);
    const cn = pick((await gameList(query, { language: 'CN' })).body.value);
    const my = pick((await gameList(query, { language: 'MY' })).body.value);
    expect(en.gameName).toMatch(/^[A-Za-z ]+$/);
    expect(cn.gameName).toMatch(CHINESE);
    expect(my.gameName).toMatch(BURMESE);
    expect([en.nodeName, en.displayName]).toEqual([en.gameName, en.gameName]);

    const bare = new TestClient(server.url, { Merchant: 'DEMO' });
    const noHeader = await bare.get<GamePage>('/wps/relay/GCSGAME_gameList?gameType=RNG&keyword=pg_0001');
    expect(pick(noHeader.body.value).gameName).toBe(my.gameName);
    const byQuery = await bare.get<GamePage>('/wps/relay/GCSGAME_gameList?gameType=RNG&keyword=pg_0001&language=CN');
    expect(pick(byQuery.body.value).gameName).toBe(cn.gameName);
  });

  it('takes a token when sent: a dead one is a 401; FAV and RECENT need one', async () => {
    const dead = await gameList({ gameType: 'RNG' }, { token: 'not-a-live-token' });
    expect(dead.status).toBe(401);
    expect(dead.body).toMatchObject({ success: false, errorCode: 'login.not.session', value: null });
    for (const filter of ['FAV', 'RECENT']) {
      const answer = await gameList({ gameType: 'RNG', filter });
      expect(answer.status).toBe(401);
      expect(answer.body.errorCode).toBe('login.not.session');
    }
    expect((await gameList({ gameType: 'RNG' }, { token })).status).toBe(200);
  });
});

describe('GCSGAME_getVassGameType', () => {
  const vass = (code: string, options: { token?: string } = {}) =>
    client.get<{ vassalage: string; vendorName: string; gameTypes: { gameType: string; subCategories: string[]; count: number }[] }>(`/wps/relay/GCSGAME_getVassGameType?vassalage=${code}`, options);

  it('lists the categories of a vendor with sub-categories and counts', async () => {
    const pp = (await vass('PP')).body.value;
    expect(pp.vassalage).toBe('PP');
    expect(pp.vendorName).toBe('Pragmatic Play');
    expect(pp.gameTypes.map((t) => t.gameType).sort()).toEqual(['LIVE', 'RNG']);
    expect(pp.gameTypes.find((t) => t.gameType === 'RNG')).toEqual({ gameType: 'RNG', subCategories: ['JP', 'TG', 'AC'], count: 1060 });
    expect(pp.gameTypes.find((t) => t.gameType === 'LIVE')).toEqual({ gameType: 'LIVE', subCategories: [], count: 36 });

    const jili = (await vass('jili', { token })).body.value;
    expect(jili.gameTypes.map((t) => t.gameType).sort()).toEqual(['BGS', 'FISH', 'RNG']);
    expect(jili.gameTypes.find((t) => t.gameType === 'RNG')!.subCategories).toEqual(['JP', 'TG', 'AC', 'BG']);
    // Listed under SPORTS by the feed, but its games are esports.
    expect((await vass('AV')).body.value.gameTypes).toEqual([{ gameType: 'ESPORTS', subCategories: [], count: 1 }]);
  });

  it('answers 404 for an unknown vendor and 401 for a dead token', async () => {
    const unknown = await vass('NOBODY');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: 'game.vendor.not.found', message: 'Game vendor not found' });
    expect((await vass('PP', { token: 'dead' })).status).toBe(401);
    expect((await client.get('/wps/relay/GCSGAME_getVassGameType')).body.value).toEqual({ field: 'vassalage' });
  });
});

interface Lane {
  title: string;
  gameClassify: string;
  vendors: string[];
  cards: { vassalage: string; vendorName: string; gameType: string; logoUrl: string; isGroup: boolean; launch: string; nodeId: string | null; gameCode: string | null; maintenance: boolean; gameCount: number }[];
}

describe('GCSGAME_newGameVendor', () => {
  let lanes: Lane[];
  beforeAll(async () => {
    const answer = await client.get<{ data: { lanes: Lane[] } }>('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=EN');
    expect(answer.status).toBe(200);
    lanes = answer.body.value.data.lanes;
  });
  const lane = (title: string) => lanes.find((l) => l.title === title)!;

  it('has a lane per category in the header order, in-house after RNG, BGS last', () => {
    expect(lanes.map((l) => l.title)).toEqual(['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'INHOUSE', 'PVP', 'ESPORTS', 'COCKFIGHT', 'BGS']);
    for (const l of lanes) expect(l.vendors).toEqual(l.cards.map((c) => c.vassalage));
    expect(lane('INHOUSE')).toMatchObject({ gameClassify: 'RNG', vendors: ['INHOUSE'] });
    expect(lane('RNG').gameClassify).toBe('RNG');
  });

  it('applies the vendor rules of spec §9', () => {
    expect(lane('SPORTS').vendors).toEqual(['SABA', 'CMD', 'SBO', 'BTI', 'UG']);
    expect(lane('ESPORTS').vendors).toEqual(['AV', 'IMES', 'IA', 'AI', 'TF']);
    expect(lane('COCKFIGHT').vendors).toEqual(['SV388', 'WS168']);
    expect(lane('RNG').vendors).not.toContain('INHOUSE');
    expect(lane('RNG').vendors).toHaveLength(21);
    expect(lane('RNG').cards.reduce((sum, c) => sum + c.gameCount, 0)).toBe(9800);
  });

  it('gives each card how it launches', async () => {
    const saba = lane('SPORTS').cards[0]!;
    expect(saba).toMatchObject({ vassalage: 'SABA', launch: 'direct', nodeId: 'SPORTS-SABA-0001', gameCode: null, logoUrl: '/wps/asset/vendor/SABA.svg', gameCount: 1 });
    const lobby = (await gameList({ gameType: 'SPORTS', vassalage: 'SABA' })).body.value.content;
    expect(lobby.map((g) => g.nodeId)).toEqual(['SPORTS-SABA-0001']);
    expect(lane('ESPORTS').cards.every((c) => c.launch === 'direct' && c.nodeId?.startsWith('ESPORTS-'))).toBe(true);
    expect(lane('LOTT').cards.map((c) => [c.vassalage, c.launch, c.gameCode, c.nodeId])).toEqual([
      ['TCG_LOTTO_VN', 'lottery', 'VN_LOTTO', null],
      ['TCG_SEA', 'lottery', 'SEA_LOTTO', null],
    ]);
    expect(lane('ELOTT').cards[0]).toMatchObject({ vassalage: 'TCG', launch: 'lottery', gameCode: 'LOTT_LOBBY' });
    expect(lane('LIVE').cards.every((c) => c.launch === 'list' && c.nodeId === null && c.gameCode === null)).toBe(true);
    expect(lane('PVP').cards.find((c) => c.vassalage === 'V8')).toMatchObject({ isGroup: true, launch: 'list' });
    expect(lane('RNG').cards.find((c) => c.vassalage === 'RTG')).toMatchObject({ maintenance: true, gameCount: 240 });
    expect(lane('RNG').cards.find((c) => c.vassalage === 'PG')).toMatchObject({ maintenance: false, isGroup: false, gameCount: 470 });
  });
});

describe('GCSGAME_hotGamesV2', () => {
  it('lists at most 24 playable hot games: in-house first, then every category in turn', async () => {
    const answer = await client.get<GameItem[]>('/wps/relay/GCSGAME_hotGamesV2?merchantCode=DEMO&isPlatform=2&platform=flash,html5-desktop&language=EN');
    expect(answer.status).toBe(200);
    const games = answer.body.value;
    expect(games).toHaveLength(24);
    expect(games.slice(0, 3).map((g) => g.vassalage)).toEqual(['INHOUSE', 'INHOUSE', 'INHOUSE']);
    expect(games.every((g) => g.isHot === 1 && !g.maintenance && !g.isFavorite)).toBe(true);
    expect(new Set(games.map((g) => g.gameType))).toEqual(new Set(['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT', 'BGS']));
    expect(new Set(games.map((g) => g.nodeId)).size).toBe(24);
    // A dead token on this non-T call is just anonymous.
    expect((await client.get('/wps/relay/GCSGAME_hotGamesV2', { token: 'dead' })).status).toBe(200);
  });
});

describe('favourites', () => {
  const favoriteIds = (t = token) => client.get<string[]>('/wps/relay/MCSFE_getFavoriteGames', { token: t });
  const add = (nodeId: string, t: string | null = token) =>
    client.call<null>('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { token: t, body: { nodeId, vendor: nodeId.split('-')[1], gameType: nodeId.split('-')[0] } });
  const remove = (nodeId: string, t: string | null = token) => client.call<null>('DELETE', `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${encodeURIComponent(nodeId)}`, { token: t });
  const favoriteList = (query = '') =>
    client.get<{ content: GameItem[]; pageNum: number; totalPages: number }>(`/wps/relay/MCSFE_getFavoriteGamesList?clientType=3&platform=flash&language=EN&pageNo=1&pageSize=999${query}`, { token });

  it('needs a session', async () => {
    expect((await favoriteIds('')).status).toBe(401);
    expect((await add('RNG-PG-0001', null)).status).toBe(401);
    expect((await remove('RNG-PG-0001', null)).status).toBe(401);
    expect((await client.get('/wps/relay/MCSFE_getFavoriteGamesList')).status).toBe(401);
  });

  it('adds once (a second add changes nothing), lists newest first, marks isFavorite, removes idempotently', async () => {
    expect((await favoriteIds()).body.value).toEqual([]);
    const first = await add('RNG-PG-0003');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, value: null, message: null, errorCode: null });
    expect((await add('RNG-PG-0003')).status).toBe(200);
    expect((await add('LIVE-EVO-0001')).status).toBe(200);
    expect((await add('RNG-INHOUSE-DICE')).status).toBe(200);
    expect((await favoriteIds()).body.value).toEqual(['RNG-INHOUSE-DICE', 'LIVE-EVO-0001', 'RNG-PG-0003']);

    const list = (await favoriteList()).body.value;
    expect(list.pageNum).toBe(1);
    expect(list.totalPages).toBe(1);
    expect(list.content.map((g) => g.nodeId)).toEqual(['RNG-INHOUSE-DICE', 'LIVE-EVO-0001', 'RNG-PG-0003']);
    expect(list.content.every((g) => g.isFavorite)).toBe(true);
    expect((await favoriteList('&gameType=RNG')).body.value.content.map((g) => g.nodeId)).toEqual(['RNG-INHOUSE-DICE', 'RNG-PG-0003']);

    const fav = (await gameList({ gameType: 'RNG', filter: 'FAV' }, { token })).body.value;
    expect(fav.content.map((g) => g.nodeId)).toEqual(['RNG-INHOUSE-DICE', 'RNG-PG-0003']);
    expect(fav.totalElements).toBe(2);
    const marked = (await gameList({ gameType: 'RNG', vassalage: 'PG', keyword: 'pg_000' }, { token })).body.value.content;
    expect(marked.filter((g) => g.isFavorite).map((g) => g.nodeId)).toEqual(['RNG-PG-0003']);
    const anonymous = (await gameList({ gameType: 'RNG', vassalage: 'PG', keyword: 'pg_000' })).body.value.content;
    expect(anonymous.some((g) => g.isFavorite)).toBe(false);
    const hot = (await client.get<GameItem[]>('/wps/relay/GCSGAME_hotGamesV2', { token })).body.value;
    expect(hot.find((g) => g.nodeId === 'RNG-INHOUSE-DICE')!.isFavorite).toBe(true);

    expect((await remove('RNG-PG-0003')).body).toEqual({ success: true, value: null, message: null, errorCode: null });
    expect((await remove('RNG-PG-0003')).status).toBe(200);
    expect((await remove('RNG-NOPE-0001')).status).toBe(200);
    expect((await favoriteIds()).body.value).toEqual(['RNG-INHOUSE-DICE', 'LIVE-EVO-0001']);
  });

  it('refuses an unknown game (404) and a full list (999)', async () => {
    const unknown = await add('RNG-NOPE-0001');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: 'game.not.found', message: 'Game not found' });
    expect((await client.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { token, body: {} })).body.value).toEqual({ field: 'nodeId' });

    // Fill up to 999 directly (ops-speed), then the 1000th is refused and the list still answers whole.
    const db = server.app.portal.db;
    const { n: have } = await db.selectFrom('favorite_game').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
    const ids = await db.selectFrom('game').select('id').where('vendor_code', '=', 'KA').where('game_type', '=', 'RNG').orderBy('id').limit(999 - Number(have)).execute();
    await db
      .insertInto('favorite_game')
      .values(ids.map((row, i) => ({ member_id: memberId, game_id: row.id, created_at: new Date(Date.UTC(2024, 0, 1) + i).toISOString() })))
      .execute();
    const full = await add('RNG-PG-0010');
    expect(full.status).toBe(400);
    expect(full.body).toMatchObject({ errorCode: 'favorite.full', message: 'Your favourites are full (999 games at most)' });
    // Adding one already there is still fine.
    expect((await add('LIVE-EVO-0001')).status).toBe(200);
    expect((await favoriteIds()).body.value).toHaveLength(999);
    const page = (await favoriteList()).body.value;
    expect(page.content).toHaveLength(999);
    expect(page.content[0]!.nodeId).toBe('RNG-INHOUSE-DICE');
    await db
      .deleteFrom('favorite_game')
      .where('member_id', '=', memberId)
      .where('game_id', 'in', db.selectFrom('game').select('id').where('vendor_code', '=', 'KA'))
      .execute();
  });
});

describe('GCS_recentGame', () => {
  it('lists the distinct games of the member’s latest launches, newest first, at most 20', async () => {
    const recent = (query = '') =>
      client.get<{ content: GameItem[]; pageNum: number; totalPages: number }>(`/wps/relay/GCS_recentGame?page=1&pageSize=20&language=EN&clientType=3${query}`, { token });
    expect((await client.get('/wps/relay/GCS_recentGame')).status).toBe(401);
    expect((await recent()).body.value).toEqual({ content: [], pageNum: 1, totalPages: 0 });

    // 24 launches of 22 games (RNG-PG-0001…0021 and LIVE-EVO-0001), the first two games launched again last.
    const nodes = [...Array.from({ length: 21 }, (_, i) => `RNG-PG-${String(i + 1).padStart(4, '0')}`), 'LIVE-EVO-0001', 'RNG-PG-0001', 'RNG-PG-0002'];
    const merchant = await merchantId();
    const gameIds = await Promise.all(nodes.map(gameIdOf));
    const base = Date.now() - 3600_000;
    await server.app.portal.db
      .insertInto('game_launch')
      .values(
        gameIds.map((gameId, i) => ({
          ticket_hash: `test-recent-${i}`,
          merchant_id: merchant,
          member_id: memberId,
          game_id: gameId,
          mode: 'demo',
          demo_balance: 0,
          created_at: new Date(base + i * 1000).toISOString(),
          expires_at: new Date(base + 86400_000).toISOString(),
        })),
      )
      .execute();

    const all = (await recent()).body.value;
    expect(all.totalPages).toBe(1);
    expect(all.content.map((g) => g.nodeId)).toEqual([
      'RNG-PG-0002', 'RNG-PG-0001', 'LIVE-EVO-0001',
      ...Array.from({ length: 17 }, (_, i) => `RNG-PG-${String(21 - i).padStart(4, '0')}`),
    ]);
    const rng = (await recent('&gameType=RNG')).body.value.content;
    expect(rng).toHaveLength(20);
    expect(rng.every((g) => g.gameType === 'RNG')).toBe(true);
    const paged = (await client.get<{ content: GameItem[]; pageNum: number; totalPages: number }>('/wps/relay/GCS_recentGame?page=2&pageSize=8', { token })).body.value;
    expect(paged.pageNum).toBe(2);
    expect(paged.totalPages).toBe(3);
    expect(paged.content.map((g) => g.nodeId)).toEqual(all.content.slice(8, 16).map((g) => g.nodeId));

    const list = (await gameList({ gameType: 'RNG', filter: 'RECENT' }, { token })).body.value;
    expect(list.totalElements).toBe(20);
    expect(list.content.map((g) => g.nodeId)).toEqual(rng.map((g) => g.nodeId));
  });
});

describe('GCSGAME_getRankList', () => {
  interface Rank {
    list: { vo: { customerName: string; winAmount: number; iconUrl: string; gameName: string; nodeId: string; vassalage: string; gameType: string; createdAt: string } }[];
  }
  const rank = (query = 'gameCategory=ALL&language=EN&limitNum=20') => client.get<Rank>(`/wps/relay/GCSGAME_getRankList?${query}`);

  it('lists the biggest real-money wins of the last 30 days with masked names', async () => {
    const merchant = await merchantId();
    const insert = async (gameNode: string, gameType: string, bet: number, payout: number, daysAgo: number) =>
      server.app.portal.db
        .insertInto('bet_record')
        .values({
          merchant_id: merchant,
          member_id: memberId,
          game_id: await gameIdOf(gameNode),
          vendor_code: gameNode.split('-')[1]!,
          game_type: gameType,
          round_id: null,
          bet_amount: bet,
          valid_bet: bet,
          payout,
          win_loss: payout - bet,
          status: 'settled',
          created_at: new Date(Date.now() - daysAgo * 86400_000).toISOString(),
        })
        .execute();
    await insert('RNG-INHOUSE-CRASH', 'RNG', 100_000, 987_654_300, 1); // the biggest
    await insert('RNG-INHOUSE-SLOT', 'RNG', 100_000, 999_999_900, 31); // too old
    await insert('RNG-INHOUSE-DICE', 'RNG', 1_000_000_000, 999_000_000, 0); // a loss, whatever the payout
    await insert('LIVE-EVO-0001', 'LIVE', 1000, 555_000_000, 2);

    const answer = await rank();
    expect(answer.status).toBe(200);
    const list = answer.body.value.list;
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.length).toBeLessThanOrEqual(20);
    expect(list[0]!.vo).toEqual({
      customerName: 'de***o',
      winAmount: 987_654_300,
      iconUrl: '/wps/asset/game/RNG-INHOUSE-CRASH.svg?v=1',
      gameName: 'Crash Rocket',
      nodeId: 'RNG-INHOUSE-CRASH',
      vassalage: 'INHOUSE',
      gameType: 'RNG',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(list[1]!.vo).toMatchObject({ winAmount: 555_000_000, nodeId: 'LIVE-EVO-0001' });
    const amounts = list.map((e) => e.vo.winAmount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    expect(amounts).not.toContain(999_999_900);
    expect(amounts).not.toContain(999_000_000);
    for (const entry of list) expect(entry.vo.customerName).toMatch(/^.{1,2}\*\*\*.?$/);

    const live = (await rank('gameCategory=LIVE&limitNum=5')).body.value.list;
    expect(live.map((e) => e.vo.nodeId)).toEqual(['LIVE-EVO-0001']);
    expect((await rank('limitNum=1')).body.value.list).toHaveLength(1);
    expect((await rank('limitNum=51')).status).toBe(400);
    const cn = (await new TestClient(server.url, { Language: 'CN' }).get<Rank>('/wps/relay/GCSGAME_getRankList?limitNum=1')).body.value.list;
    expect(cn[0]!.vo.gameName).toBe('火箭冲天');
  });
});

describe('artwork', () => {
  const fetchAsset = (path: string) => fetch(server.url + path);

  it('draws game pictures: SVG, nosniff, CSP, immutable for the current version only', async () => {
    const current = await fetchAsset('/wps/asset/game/RNG-PG-0001.svg?v=1');
    expect(current.status).toBe(200);
    expect(current.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(current.headers.get('x-content-type-options')).toBe('nosniff');
    expect(current.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const svg = await current.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="240" height="240"/);
    expect([...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1])).toEqual(['PG']);
    expect(await (await fetchAsset('/wps/asset/game/RNG-PG-0001.svg?v=1')).text()).toBe(svg);

    for (const path of ['/wps/asset/game/RNG-PG-0001.svg', '/wps/asset/game/RNG-PG-0001.svg?v=0']) {
      expect((await fetchAsset(path)).headers.get('cache-control')).toBe('no-cache');
    }
    const large = await fetchAsset('/wps/asset/game/RNG-PG-0001.svg?size=large&v=1');
    expect(await large.text()).toMatch(/width="480" height="270"/);
    expect(large.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    expect((await fetchAsset('/wps/asset/game/RNG-NOPE-0001.svg')).status).toBe(404);
    expect((await fetchAsset('/wps/asset/game/..%2Fetc.svg')).status).toBe(400);
    expect((await fetchAsset('/wps/asset/game/RNG-PG-0001.png')).status).toBe(400);
  });

  it('draws vendor logos with their code, cached for a day', async () => {
    const logo = await fetchAsset('/wps/asset/vendor/TCG_LOTTO_VN.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(logo.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await logo.text()).toContain('>TCG_LOTTO_VN</text>');
    expect((await fetchAsset('/wps/asset/vendor/NOBODY.svg')).status).toBe(404);
  });
});
