import { LOTTERY_PLAY_IDS, type LotteryGameList, type LotteryMenus, type LotteryRecentGames } from '@portal/shared/contracts';
import { DEMO_ACCOUNTS } from '../src';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { ALL_DIGITS_BALL_1, currentDraw, FAST_1, lotteryApi, type LotteryApi } from './lottery-helpers';

let server: TestServer;
let client: TestClient;
let api: LotteryApi;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
  api = lotteryApi(client);
});
afterAll(() => server.close());

const menusOf = async (prizeMode: string) => (await client.get<LotteryMenus>(`/lgw/vn/games/game_menu?prizeMode=${prizeMode}&device=WEB`)).body.value;

describe('menus', () => {
  it('list each prize mode’s games by group, with every play’s prizes and limits', async () => {
    const vn = await menusOf('LOTT');
    expect(vn.groups.map((g) => [g.gameGroupCode, g.gameMenus.map((m) => m.gameCode)])).toEqual([['VN_LOTTO', ['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH']]]);
    const de = vn.groups[0]!.gameMenus[0]!.plays.find((p) => p.playId === 'VN_DE');
    expect(de).toMatchObject({ prizes: [8500], tiers: ['DB'], coverage: 1, minUnit: 100, maxMultiple: 100, liabilityLimit: 500_000_000 });
    expect((await menusOf('SEA')).groups[0]!.gameMenus[0]!.plays.find((p) => p.playId === 'SEA_BIG')!.prizes).toEqual([250000, 100000, 50000, 18000, 6000]);
    expect((await menusOf('ELOTT')).groups[0]!.gameMenus.map((m) => m.gameCode)).toEqual(['FAST_1', 'FAST_3', 'FAST_5']);
    expect((await menusOf('ZY')).groups).toEqual([]);
    const every = [...(await menusOf('LOTT')).groups, ...(await menusOf('SEA')).groups, ...(await menusOf('ELOTT')).groups].flatMap((g) => g.gameMenus.flatMap((m) => m.plays.map((p) => p.playId)));
    expect(new Set(every)).toEqual(new Set(LOTTERY_PLAY_IDS));
    const list = (await client.get<LotteryGameList>('/lgw/games/game_menus?prizeMode=SEA')).body.value;
    expect(list.values).toEqual([expect.objectContaining({ gameId: 3841, gameCode: 'SEA_4D', gameGroupCode: 'SEA_4D', schedule: expect.objectContaining({ timeZone: 'Asia/Kuala_Lumpur', drawTime: '19:00', weekdays: [0, 3, 6] }) })]);
    expect((await client.get('/lgw/vn/games/game_menu?prizeMode=XX')).status).toBe(400);
  });

  it('open every lottery card of the catalogue: its game code is a game’s entry code or a lobby code', async () => {
    const cards = await server.app.portal.db.selectFrom('game').select(['game_code', 'game_type']).where('game_type', 'in', ['LOTT', 'ELOTT']).execute();
    expect(cards.length).toBeGreaterThan(10);
    const groups = [...(await menusOf('LOTT')).groups, ...(await menusOf('SEA')).groups, ...(await menusOf('ELOTT')).groups];
    const lists = await Promise.all(['LOTT', 'SEA', 'ELOTT'].map(async (mode) => (await client.get<LotteryGameList>(`/lgw/games/game_menus?prizeMode=${mode}`)).body.value.values));
    const known = new Set([...groups.flatMap((g) => g.lobbyCodes), ...lists.flat().flatMap((game) => game.entryCodes)]);
    expect(cards.filter((card) => !known.has(card.game_code))).toEqual([]);
    // The North's card opens the North.
    expect(lists.flat().find((game) => game.entryCodes.includes('TCG_LOTTO_VN_LOTT_0002'))?.gameCode).toBe('VN_NORTH');
  });

  it('list the games a member bet on lately', async () => {
    await api.run(new Date());
    const token = await client.tokenFor(DEMO_ACCOUNTS.player.username, DEMO_ACCOUNTS.player.password);
    expect((await client.get<LotteryRecentGames>('/lgw/vn/games/game_menu/recent', { token })).body.value.values).toEqual([]);
    const { current } = await currentDraw(api, FAST_1);
    await api.bet({ gameId: FAST_1, numero: current.numero, contents: [ALL_DIGITS_BALL_1(100)] }, token);
    expect((await client.get<LotteryRecentGames>('/lgw/vn/games/game_menu/recent', { token })).body.value.values).toEqual([{ gameId: FAST_1, gameCode: 'FAST_1', lastBetAt: expect.any(String) }]);
    expect((await client.get('/lgw/vn/games/game_menu/recent')).status).toBe(401);
  });
});
