import type { RoomList } from '@portal/shared/contracts';
import { DEMO_ACCOUNTS } from '../src';
import { buildRooms, SHIFT_MS, type GameWithVendor } from '../src/games';
import { TestClient } from './helpers/client';
import { startServer, type TestServer } from './helpers/server';
import { DICE, inhouseApi, type LaunchValue } from './inhouse-helpers';

// The vendor lobby calls. GLS2_roomList (live rooms and tables from the seeded catalogue) and
// GCS_gameLaunchFB (the fallback launch route), on a fresh server.

const { player, trial } = DEMO_ACCOUNTS;
let server: TestServer;
let client: TestClient;
let token: string;

const rooms = (vassalage: string, options: { token?: string | null; language?: string } = {}) =>
  client.get<RoomList>(`/wps/relay/GLS2_roomList?vassalage=${vassalage}`, { token: options.token, headers: options.language ? { Language: options.language } : {} });
const launchFb = (nodeId: string, auth: string | null) =>
  client.call<LaunchValue>('POST', '/wps/relay/GCS_gameLaunchFB', { token: auth, body: { nodeId, language: 'EN' } });

beforeAll(async () => {
  server = await startServer();
  client = new TestClient(server.url);
  token = await client.tokenFor(player.username, player.password);
});
afterAll(() => server.close());

describe('GLS2_roomList', () => {
  it("answers a live vendor's rooms and tables from the catalogue, to a guest too", async () => {
    const answer = await rooms('EVO');
    expect(answer.status).toBe(200);
    const list = answer.body.value;
    expect(list).toMatchObject({ vassalage: 'EVO', vendorName: 'Evolution' });
    expect(Math.abs(Date.parse(list.serverTime) - Date.now())).toBeLessThan(60_000);
    const tables = list.rooms.flatMap((room) => room.tables);
    // Every one of EVO's 60 live games is a table, each in exactly one room.
    expect(tables).toHaveLength(60);
    expect(new Set(tables.map((table) => table.tableId)).size).toBe(60);
    const baccarat = list.rooms.find((room) => room.roomName === 'Baccarat')!;
    expect(baccarat.roomId).toBe('EVO-BACCARAT');
    expect(baccarat.tables.every((table) => /^Baccarat \d+$/.test(table.tableName))).toBe(true);
    for (const table of tables) {
      expect(table.tableId).toMatch(/^LIVE-EVO-\d{4}$/);
      expect(table.game).toMatchObject({ nodeId: table.tableId, gameType: 'LIVE', vassalage: 'EVO', isFavorite: false });
      expect(['open', 'closed', 'shuffling']).toContain(table.status);
      expect(Number.isInteger(table.minBet) && Number.isInteger(table.maxBet)).toBe(true);
      expect(table.maxBet).toBeGreaterThanOrEqual(table.minBet * 500);
      expect(table.seatsTaken).toBeGreaterThanOrEqual(0);
      expect(table.seatsTaken).toBeLessThanOrEqual(table.seatsTotal);
      expect(table.dealerName.length).toBeGreaterThan(0);
      if (table.status === 'closed') expect(table.seatsTaken).toBe(0);
    }
    // The dealers' break: one table of every room of two or more tables is closed at any time.
    for (const room of list.rooms.filter((r) => r.tables.length > 1)) {
      expect(room.tables.filter((table) => table.status === 'closed')).toHaveLength(1);
    }
  });

  it('names rooms and tables in the language of the request', async () => {
    const cn = (await rooms('EVO', { language: 'CN' })).body.value;
    expect(cn.rooms.map((room) => room.roomName)).toContain('百家乐');
    const my = (await rooms('EVO', { language: 'MY' })).body.value;
    expect(my.rooms.find((room) => room.roomId === 'EVO-BACCARAT')!.tables[0]!.tableName).toMatch(/^ဘက်ကာရက် [0-9]+$/);
  });

  it("marks a member's favourite tables", async () => {
    const add = await client.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { token, body: { nodeId: 'LIVE-SA-0001' } });
    expect(add.status).toBe(200);
    const tables = (await rooms('SA', { token })).body.value.rooms.flatMap((room) => room.tables);
    expect(tables.find((table) => table.tableId === 'LIVE-SA-0001')!.game.isFavorite).toBe(true);
  });

  it('has no rooms for a vendor without live tables, 404 for an unknown vendor, 401 for a dead token', async () => {
    expect((await rooms('PG')).body.value.rooms).toEqual([]);
    const unknown = await rooms('NOPE');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('game.vendor.not.found');
    expect((await rooms('EVO', { token: 'f'.repeat(64) })).status).toBe(401);
    expect((await client.get('/wps/relay/GLS2_roomList')).status).toBe(400);
  });

  it('closes every table of a vendor under maintenance', async () => {
    await server.app.portal.db.updateTable('game_vendor').set({ maintenance: 1 }).where('code', '=', 'BG').execute();
    const tables = (await rooms('BG')).body.value.rooms.flatMap((room) => room.tables);
    expect(tables.length).toBeGreaterThan(0);
    expect(tables.every((table) => table.status === 'closed' && table.seatsTaken === 0 && table.game.maintenance)).toBe(true);
    await server.app.portal.db.updateTable('game_vendor').set({ maintenance: 0 }).where('code', '=', 'BG').execute();
  });

  it('is the same for the same clock, and seats and the resting table move with it', async () => {
    const rows = (await server.app.portal.db
      .selectFrom('game')
      .innerJoin('game_vendor', 'game_vendor.code', 'game.vendor_code')
      .selectAll('game')
      .select(['game_vendor.name as vendor_name', 'game_vendor.maintenance as vendor_maintenance', 'game_vendor.is_inhouse as vendor_inhouse'])
      .where('game.vendor_code', '=', 'EVO')
      .where('game.game_type', '=', 'LIVE')
      .orderBy('game.sort')
      .execute()) as GameWithVendor[];
    const at = new Date('2026-11-26T08:00:00Z');
    expect(buildRooms(rows, 'EN', at)).toEqual(buildRooms(rows, 'EN', new Date(at)));
    const seats = (date: Date) => buildRooms(rows, 'EN', date).flatMap((room) => room.tables.map((table) => table.seatsTaken));
    expect(seats(new Date(at.getTime() + 10 * 60_000))).not.toEqual(seats(at));
    const resting = (date: Date) => buildRooms(rows, 'EN', date).flatMap((room) => room.tables.filter((t) => t.status === 'closed').map((t) => t.tableId));
    const shifts = Array.from({ length: 6 }, (_, i) => resting(new Date(at.getTime() + i * SHIFT_MS)).join());
    expect(new Set(shifts).size).toBeGreaterThan(1);
  });
});

describe('GCS_gameLaunchFB', () => {
  const api = () => inhouseApi(client);

  it('launches by the fallback route: the play page marked route=fb, as launchGame would', async () => {
    const answer = await launchFb(DICE, token);
    expect(answer.status).toBe(200);
    const { ticket, url, mode, engine } = answer.body.value;
    expect(url).toBe(`/seamless?ticket=${ticket}&route=fb`);
    expect({ mode, engine }).toEqual({ mode: 'real', engine: 'dice' });
    expect((await api().session(ticket, token)).body.value).toMatchObject({ mode: 'real', game: { nodeId: DICE } });
  });

  it('opens a vendor whose primary route is down, in demo mode, where launchGame answers 503', async () => {
    const primary = await api().launch('LIVE-ALLBET-0001', token);
    expect(primary.status).toBe(503);
    expect(primary.body).toMatchObject({ errorCode: 'game.route.unavailable', message: "The game provider's route is unavailable, please try again" });
    const fallback = await launchFb('LIVE-ALLBET-0001', token);
    expect(fallback.status).toBe(200);
    expect(fallback.body.value.url).toMatch(/&route=fb$/);
    const session = await api().session(fallback.body.value.ticket, token);
    expect(session.body.value).toMatchObject({ mode: 'demo', balance: 1_000_000, game: { nodeId: 'LIVE-ALLBET-0001', demo: true } });
  });

  it('keeps the rules of launchGame: 401 without a token, 403 for a trial account, 404 for an unknown game', async () => {
    expect((await launchFb(DICE, null)).status).toBe(401);
    const trialToken = await client.tokenFor(trial.username, trial.password);
    const refused = await launchFb(DICE, trialToken);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('member.trial');
    const unknown = await launchFb('RNG-NOPE-0001', token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('game.not.found');
  });
});
