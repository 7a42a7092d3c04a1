import { DEMO_ACCOUNTS } from '../src';
import { TestClient } from './helpers/client';
import { memberIdOf } from './helpers/db';
import { sha256 } from './helpers/hash';
import { ADMIN_TOKEN, setFlags } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { CRASH, DICE, gameWhere, inhouseApi, PLAYABLE_THIRD_PARTY, requestId, SLOT } from './inhouse-helpers';

const { player, trial, winner1 } = DEMO_ACCOUNTS;
let server: TestServer;
let client: TestClient;
let api: ReturnType<typeof inhouseApi>;
let token: string;

/** The stored launch of a ticket. */
const launchRow = (ticket: string) =>
  server.app.portal.db.selectFrom('game_launch').select(['member_id', 'mode', 'expires_at', 'demo_balance']).where('ticket_hash', '=', sha256(ticket)).executeTakeFirst();
/** Puts a game in or out of maintenance, as ops would. */
const setGameMaintenance = (column: 'id' | 'node_id', value: number | string, maintenance: 0 | 1) =>
  server.app.portal.db.updateTable('game').set({ maintenance }).where(column, '=', value).execute();

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
  api = inhouseApi(client);
  token = await client.tokenFor(player.username, player.password);
});
afterAll(() => server.close());

describe('POST /wps/game/launchGame', () => {
  it('launches an in-house game in real mode and records the launch', async () => {
    const before = Date.now();
    const answer = await api.launch(SLOT, token);
    expect(answer.status).toBe(200);
    const { ticket, url, mode, engine, nodeId } = answer.body.value;
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect({ url, mode, engine, nodeId }).toEqual({ url: `/seamless?ticket=${ticket}`, mode: 'real', engine: 'slot', nodeId: SLOT });
    const row = await launchRow(ticket);
    expect(row).toMatchObject({ member_id: await memberIdOf(server, player.username), mode: 'real', demo_balance: 0 });
    const ttl = Date.parse(row!.expires_at) - before;
    expect(ttl).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(ttl).toBeLessThan(24 * 3600_000 + 60_000);
  });

  it('launches a third-party game on the in-house engine in demo mode with 10,000.00 credits', async () => {
    const game = await gameWhere(server, PLAYABLE_THIRD_PARTY);
    const answer = await api.launch(game.node_id, token);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ mode: 'demo', engine: game.engine, nodeId: game.node_id });
    const session = await api.session(answer.body.value.ticket);
    expect(session.status).toBe(200);
    expect(session.body.value).toMatchObject({ mode: 'demo', balance: 1_000_000, game: { nodeId: game.node_id, demo: true } });
  });

  it('answers 401 without a token', async () => {
    const answer = await api.launch(SLOT, null);
    expect(answer.status).toBe(401);
    expect(answer.body.errorCode).toBe('login.not.session');
  });

  it('answers 404 game.not.found for an unknown nodeId', async () => {
    const answer = await api.launch('RNG-NOPE-0001', token);
    expect(answer.status).toBe(404);
    expect(answer.body.errorCode).toBe('game.not.found');
  });

  it('refuses a trial account with 403 member.trial', async () => {
    const trialToken = await client.tokenFor(trial.username, trial.password);
    const answer = await api.launch(DICE, trialToken);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ errorCode: 'member.trial', message: 'please register or log in to a formal account' });
  });

  it('answers 400 game.maintenance with up to 8 playable hot games', async () => {
    const game = await gameWhere(server, `${PLAYABLE_THIRD_PARTY} AND g.is_hot = 0`);
    await setGameMaintenance('id', game.id, 1);
    try {
      const answer = await api.launch(game.node_id, token);
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe('game.maintenance');
      expect(answer.body.message).toBe('This game is under maintenance');
      const { hotGames } = answer.body.value as unknown as { hotGames: { nodeId: string; isHot: number; maintenance: boolean }[] };
      expect(hotGames.length).toBeGreaterThan(0);
      expect(hotGames.length).toBeLessThanOrEqual(8);
      for (const hot of hotGames) expect(hot).toMatchObject({ isHot: 1, maintenance: false });
      expect(hotGames.map((hot) => hot.nodeId)).not.toContain(game.node_id);
    } finally {
      await setGameMaintenance('id', game.id, 0);
    }
  });

  it('answers game.maintenance when the vendor is under maintenance', async () => {
    const db = server.app.portal.db;
    const vendor = await db.selectFrom('game_vendor').select('code').where('maintenance', '=', 1).limit(1).executeTakeFirst();
    if (!vendor) return;
    const game = await db.selectFrom('game').select('node_id').where('vendor_code', '=', vendor.code).limit(1).executeTakeFirst();
    if (!game) return;
    const answer = await api.launch(game.node_id, token);
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('game.maintenance');
  });

  it('counts every launch as a row of game_launch', async () => {
    const count = async () => Number((await server.app.portal.db.selectFrom('game_launch').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    await api.launch(CRASH, token);
    await api.launch(CRASH, token);
    expect(await count()).toBe(before + 2);
  });
});

describe('POST /wps/session/login/freeplay', () => {
  it('is switched off without FREEPLAY3, then launches a guest demo', async () => {
    const off = await api.freePlay(DICE);
    expect(off.status).toBe(403);
    expect(off.body.errorCode).toBe('function.disabled');

    await setFlags(client, { FREEPLAY3: true });
    try {
      const answer = await api.freePlay(DICE);
      expect(answer.status).toBe(200);
      expect(answer.body.value).toMatchObject({ mode: 'demo', engine: 'dice', nodeId: DICE });
      const row = await launchRow(answer.body.value.ticket);
      expect(row).toEqual({ member_id: null, mode: 'demo', demo_balance: 1_000_000, expires_at: expect.any(String) });

      // A guest plays on the ticket's credits, without any token.
      const session = await api.session(answer.body.value.ticket);
      expect(session.body.value).toMatchObject({ mode: 'demo', balance: 1_000_000, engine: 'dice' });
      const round = await api.round({ ticket: answer.body.value.ticket, bet: 1000, requestId: requestId(), dice: { target: 50, over: true } });
      expect(round.status).toBe(200);
      expect(round.body.value.balance).toBe(1_000_000 - 1000 + round.body.value.round.payout);

      const noFreePlay = await gameWhere(server, 'g.free_play = 0 AND g.maintenance = 0 AND v.maintenance = 0');
      const refused = await api.freePlay(noFreePlay.node_id);
      expect(refused.status).toBe(403);
      expect(refused.body.errorCode).toBe('freeplay.unavailable');

      const unknown = await api.freePlay('RNG-NOPE-0001');
      expect(unknown.status).toBe(404);

      await setGameMaintenance('node_id', DICE, 1);
      const maintenance = await api.freePlay(DICE);
      await setGameMaintenance('node_id', DICE, 0);
      expect(maintenance.status).toBe(400);
      expect(maintenance.body.errorCode).toBe('game.maintenance');
    } finally {
      await setFlags(client, { FREEPLAY3: false });
    }
  });

  it('is an E call, and validates its decrypted body', async () => {
    const plain = await client.call('POST', '/wps/session/login/freeplay', { body: { nodeId: 'RNG-INHOUSE-DICE' } });
    expect(plain.status).toBe(400);
    expect(plain.body.errorCode).toBe('encryption.required');
    const answer = await client.sealed('POST', '/wps/session/login/freeplay', {});
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'nodeId' } });
  });
});

describe('GET /wps/game/inhouse/session', () => {
  it('answers the session of a real ticket to its member', async () => {
    const { ticket } = (await api.launch(SLOT, token)).body.value;
    const answer = await api.session(ticket, token);
    expect(answer.status).toBe(200);
    const value = answer.body.value;
    expect(value).toMatchObject({ ticket, mode: 'real', engine: 'slot', balance: await api.balance(token), currencySymbol: 'K', decimals: 2 });
    expect(value.game).toMatchObject({ nodeId: SLOT, vassalage: 'INHOUSE', gameType: 'RNG', demo: false, engine: 'slot' });
    expect(value.fair.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(value.fair.clientSeed.length).toBeGreaterThan(0);
    expect(value.limits).toEqual({ minBet: 100, maxBet: 1_000_000, betSteps: [100, 200, 500, 1000, 2000, 5000, 10000, 50000] });
    expect(value.rules).toMatchObject({ reels: 5, rows: 3 });
    expect((value.rules.strips as string[][]).length).toBe(5);
    expect((value.rules.lines as number[][]).length).toBe(20);
    expect((value.rules.symbols as { id: string; pays: number[] }[])[0]).toEqual({ id: 'WILD', pays: [10000, 50000, 200000] });
  });

  it('answers the dice and crash rules', async () => {
    const dice = (await api.session((await api.launch(DICE, token)).body.value.ticket, token)).body.value;
    expect(dice.rules).toEqual({ houseEdge: 1, minTarget: 2, maxTarget: 98 });
    const crash = (await api.session((await api.launch(CRASH, token)).body.value.ticket, token)).body.value;
    expect(crash.rules).toEqual({ houseEdge: 1, minCashOut: 101, maxCashOut: 100000, growthPerMs: 0.00006 });
    // One seed pair per member: every in-house game shows the same one.
    expect(crash.fair.serverSeedHash).toBe(dice.fair.serverSeedHash);
  });

  it('needs the Authorization of the ticket member for a real ticket', async () => {
    const { ticket } = (await api.launch(SLOT, token)).body.value;
    const without = await api.session(ticket);
    expect(without.status).toBe(401);
    expect(without.body.errorCode).toBe('login.not.session');
    const other = await client.tokenFor(winner1.username, winner1.password);
    expect((await api.session(ticket, other)).status).toBe(401);
    expect((await api.round({ ticket, bet: 100, requestId: requestId() }, other)).status).toBe(401);
    expect((await api.seed({ ticket }, other)).status).toBe(401);
    expect((await api.rounds(ticket, other)).status).toBe(401);
  });

  it('answers 404 game.session.invalid for an unknown or expired ticket', async () => {
    const unknown = await api.session('x'.repeat(43), token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('game.session.invalid');

    const { ticket } = (await api.launch(DICE, token)).body.value;
    await server.app.portal.db.updateTable('game_launch').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('ticket_hash', '=', sha256(ticket)).execute();
    const expired = await api.session(ticket, token);
    expect(expired.status).toBe(404);
    expect(expired.body.errorCode).toBe('game.session.invalid');
    expect((await api.round({ ticket, bet: 100, requestId: requestId(), dice: { target: 50, over: true } }, token)).status).toBe(404);
  });

  it('raises the minimum bet to the game minimum', async () => {
    const game = await gameWhere(server, PLAYABLE_THIRD_PARTY);
    const setMinBet = (minBet: number) => server.app.portal.db.updateTable('game').set({ min_bet: minBet }).where('id', '=', game.id).execute();
    await setMinBet(300);
    try {
      const { ticket } = (await api.launch(game.node_id, token)).body.value;
      const session = (await api.session(ticket)).body.value;
      expect(session.limits).toEqual({ minBet: 300, maxBet: 1_000_000, betSteps: [300, 500, 1000, 2000, 5000, 10000, 50000] });
      const low = await api.round({ ticket, bet: 200, requestId: requestId(), dice: { target: 50, over: true }, crash: { cashOut: 200 } });
      expect(low.status).toBe(400);
      expect(low.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'bet' }, message: 'bet: must be from 3.00 to 10,000.00' });
    } finally {
      await setMinBet(game.min_bet);
    }
  });
});

describe('input validation of the game session calls', () => {
  let slotTicket: string;
  let diceTicket: string;
  beforeAll(async () => {
    slotTicket = (await api.launch(SLOT, token)).body.value.ticket;
    diceTicket = (await api.launch(DICE, token)).body.value.ticket;
  });

  it.each([
    ['a bet below 1.00', { bet: 99 }, 'bet'],
    ['a bet above 10,000.00', { bet: 1_000_001 }, 'bet'],
    ['a fractional bet', { bet: 150.5 }, 'bet'],
    ['no bet', { bet: undefined }, 'bet'],
    ['a short requestId', { requestId: 'abc' }, 'requestId'],
    ['a requestId with other characters', { requestId: 'abc_def!ghi' }, 'requestId'],
  ])('refuses %s', async (_label, change, field) => {
    const before = await api.balance(token);
    const answer = await api.round({ ticket: slotTicket, bet: 100, requestId: requestId(), ...change }, token);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errorCode: 'validation.failed', value: { field } });
    expect(await api.balance(token)).toBe(before);
  });

  it.each([
    ['no dice choice', {}, 'dice'],
    ['a target below 2', { dice: { target: 1, over: true } }, 'dice.target'],
    ['a target above 98', { dice: { target: 99, over: false } }, 'dice.target'],
    ['no direction', { dice: { target: 50 } }, 'dice.over'],
  ])('refuses a dice round with %s', async (_label, change, field) => {
    const answer = await api.round({ ticket: diceTicket, bet: 100, requestId: requestId(), ...change }, token);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errorCode: 'validation.failed', value: { field } });
  });

  it('refuses a crash cash-out outside 1.01–1000.00', async () => {
    const { ticket } = (await api.launch(CRASH, token)).body.value;
    for (const cashOut of [100, 100001]) {
      const answer = await api.round({ ticket, bet: 100, requestId: requestId(), crash: { cashOut } }, token);
      expect(answer.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'crash.cashOut' } });
    }
    expect((await api.round({ ticket, bet: 100, requestId: requestId() }, token)).body.value).toMatchObject({ field: 'crash' });
  });

  it('validates the seed, rounds and verify queries', async () => {
    expect((await api.seed({ ticket: slotTicket, clientSeed: 'x'.repeat(65) }, token)).body.value).toEqual({ field: 'clientSeed' });
    expect((await api.rounds(slotTicket, token, 51)).body.value).toEqual({ field: 'limit' });
    expect((await api.verify({ engine: 'roulette', serverSeed: 'a', clientSeed: 'b', nonce: 0 })).body.value).toEqual({ field: 'engine' });
    expect((await api.verify({ engine: 'dice', serverSeed: 'a', clientSeed: 'b', nonce: 0, over: true })).body.value).toEqual({ field: 'target' });
    expect((await api.verify({ engine: 'crash', serverSeed: 'a', clientSeed: 'b', nonce: -1, cashOut: 200 })).body.value).toEqual({ field: 'nonce' });
  });
});
