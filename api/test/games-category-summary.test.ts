import { GAME_CATEGORIES } from '@portal/shared/contracts';
import { TestClient } from './helpers/client';
import { CATALOGUE, listGames } from './helpers/games';
import { startServer, type TestServer } from './helpers/server';

/*
 * GCSGAME_categorySummary (docs/wire-contract.md, "Calls of the games") on a fresh, seeded database:
 * its numbers are the category's game list, counted here through GCSGAME_gameList and the seed itself.
 */

let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startServer();
  client = new TestClient(server.url);
});
afterAll(() => server.close());

interface Summary {
  gameType: string;
  games: number;
  vendors: number;
}

const summary = (query: string, options?: { token?: string; language?: string }) =>
  client.get<Summary>(`/wps/relay/GCSGAME_categorySummary?${query}`, { token: options?.token, headers: options?.language ? { Language: options.language } : undefined });

/** Every game of a category's list, paged through GCSGAME_gameList (100 a page). */
async function listedGames(gameType: string): Promise<{ total: number; vendors: Set<string> }> {
  const vendors = new Set<string>();
  for (let pageNo = 1; ; pageNo += 1) {
    const page = (await listGames(client, { gameType, pageNo, pageSize: 100 })).body.value;
    for (const game of page.content) vendors.add(game.vassalage);
    if (pageNo >= page.totalPages) return { total: page.totalElements, vendors };
  }
}

const seeded = (gameType: string) => CATALOGUE.filter((game) => game.game_type === gameType);

test('every category: its list’s total and the vendors of those games, as the seed made them', async () => {
  for (const gameType of GAME_CATEGORIES) {
    const answer = await summary(`gameType=${gameType}`);
    expect(answer.status).toBe(200);
    const listTotal = (await listGames(client, { gameType, pageSize: 1 })).body.value.totalElements;
    const games = seeded(gameType);
    expect(answer.body).toEqual({
      success: true,
      message: null,
      errorCode: null,
      value: { gameType, games: listTotal, vendors: new Set(games.map((game) => game.vendor_code)).size },
    });
    expect(answer.body.value.games).toBe(games.length);
    expect(answer.body.value.games).toBeGreaterThan(0);
  }
  // The slots, as the catalogue documents them: 9,800 slots of 21 vendors and the 3 in-house games.
  expect((await summary('gameType=RNG')).body.value).toEqual({ gameType: 'RNG', games: 9803, vendors: 22 });
});

test('the list pages, read to the end, hold that many games from that many vendors', async () => {
  for (const gameType of ['LIVE', 'FISH', 'PVP', 'BGS']) {
    const listed = await listedGames(gameType);
    expect((await summary(`gameType=${gameType}`)).body.value).toEqual({ gameType, games: listed.total, vendors: listed.vendors.size });
  }
});

test('counts what the list holds now: a game moved to another category moves in both', async () => {
  const db = server.app.portal.db;
  const pvpBefore = (await summary('gameType=PVP')).body.value;
  // A FISH game of a vendor with no PVP games: PVP gains a game and a vendor.
  const moved = seeded('FISH').find((game) => !seeded('PVP').some((pvp) => pvp.vendor_code === game.vendor_code));
  if (!moved) throw new Error('the seed has no FISH vendor without PVP games');
  const fishLeft = seeded('FISH').filter((game) => game.node_id !== moved.node_id);
  await db.updateTable('game').set({ game_type: 'PVP' }).where('node_id', '=', moved.node_id).execute();
  try {
    expect((await summary('gameType=FISH')).body.value).toEqual({ gameType: 'FISH', games: fishLeft.length, vendors: new Set(fishLeft.map((game) => game.vendor_code)).size });
    const pvp = (await summary('gameType=PVP')).body.value;
    expect(pvp).toEqual({ gameType: 'PVP', games: pvpBefore.games + 1, vendors: pvpBefore.vendors + 1 });
    expect((await listGames(client, { gameType: 'PVP', pageSize: 1 })).body.value.totalElements).toBe(pvp.games);
  } finally {
    await db.updateTable('game').set({ game_type: 'FISH' }).where('node_id', '=', moved.node_id).execute();
  }
});

test('an unknown or missing category is refused by the schema, in the envelope', async () => {
  const unknown = await summary('gameType=CASINO');
  expect(unknown.status).toBe(400);
  expect(unknown.body).toMatchObject({ success: false, errorCode: 'validation.failed', value: { field: 'gameType' } });
  expect(typeof unknown.body.message).toBe('string');
  const lower = await summary('gameType=rng');
  expect(lower.status).toBe(400);
  const missing = await summary('');
  expect(missing.status).toBe(400);
  expect(missing.body).toMatchObject({ success: false, errorCode: 'validation.failed', value: { field: 'gameType' } });
});

test('not a T call: the platform client’s habitual fields are accepted, and a token is not read', async () => {
  const expected = (await summary('gameType=LIVE')).body.value;
  const habitual = await summary('gameType=LIVE&clientType=3&platform=html5-desktop&merchant=DEMO&language=MY');
  expect(habitual.status).toBe(200);
  expect(habitual.body.value).toEqual(expected);
  const deadToken = await summary('gameType=LIVE', { token: 'not-a-live-token' });
  expect(deadToken.status).toBe(200);
  expect(deadToken.body.value).toEqual(expected);
});
