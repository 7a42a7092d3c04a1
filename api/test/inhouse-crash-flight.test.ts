import { crashMultiplierAt, crashReachedAt, type CrashFlightAnswer, type ProtectionStatus } from '@portal/shared/contracts';
import { runCrashJobs } from '../src/inhouse';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { TEAM_PASSWORD, teamMember } from './helpers/team';
import { CRASH, gameWhere, inhouseApi, PLAYABLE_THIRD_PARTY, requestId } from './inhouse-helpers';

/*
 * The rocket's manual cash-out, on the server's clock (the test's `clock`): a flight starts with its
 * stake, climbs on m(t) = floor(100 · e^(0.00006 · t ms)) ×100, and ends once (the player's cash-out
 * below the crash point, its automatic target, or its crash), paying floor(bet × m / 100) minor units.
 */

const BET = 1_000;
let clock = Date.now();
let server: TestServer;
let client: TestClient;
let games: ReturnType<typeof inhouseApi>;
let counter = 0;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN, now: () => clock });
  client = new TestClient(server.url);
  games = inhouseApi(client);
});
afterAll(() => server.close());
beforeEach(() => {
  clock = Date.now();
});

async function newPlayer(balance = 10_000_000): Promise<{ token: string; ticket: string }> {
  counter += 1;
  const account = `cf${process.pid % 10_000}n${counter}`;
  await teamMember(server, account, 0, null, { balance });
  const token = await client.tokenFor(account, TEAM_PASSWORD);
  const ticket = (await games.launch(CRASH, token)).body.value.ticket;
  return { token, ticket };
}

const post = (path: string, token: string, body: Record<string, unknown>) =>
  client.call<CrashFlightAnswer>('POST', `/wps/game/inhouse/crash/${path}`, { token, headers: { Language: 'EN' }, body });
const start = (token: string, ticket: string, extra: Record<string, unknown> = {}) => post('start', token, { ticket, bet: BET, requestId: requestId(), ...extra });
const cashOut = (token: string, ticket: string, roundId: number) => post('cashout', token, { ticket, roundId });
const read = (token: string, ticket: string, roundId: number) =>
  client.get<CrashFlightAnswer>(`/wps/game/inhouse/crash/flight?ticket=${encodeURIComponent(ticket)}&roundId=${roundId}`, { token });

const db = () => server.app.portal.db;
const crashPointOf = async (roundId: number) => (await db().selectFrom('crash_flight').select('crash_point').where('round_id', '=', roundId).executeTakeFirstOrThrow()).crash_point;
const ledgerOf = (roundId: number) =>
  db().selectFrom('ledger_entry').select(['amount', 'kind']).where('reference', '=', `round:${roundId}`).orderBy('id').execute();
const betRecordOf = (roundId: number) => db().selectFrom('bet_record').select(['bet_amount', 'payout', 'win_loss']).where('round_id', '=', roundId).execute();

/** Starts flights until one's (hidden) crash point is at least `min`; the others are left to crash. */
async function flightReaching(token: string, ticket: string, min: number, extra: Record<string, unknown> = {}) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const started = await start(token, ticket, extra);
    expect(started.status).toBe(200);
    const { flight } = started.body.value;
    const crashPoint = await crashPointOf(flight.roundId);
    if (crashPoint >= min) return { flight, crashPoint };
  }
  throw new Error(`no flight reached ${min}`);
}

describe('a flight', () => {
  it('debits the stake at start and hides the crash point; a cash-out below it pays bet × m(t), rounded down', async () => {
    const { token, ticket } = await newPlayer();
    const before = await games.balance(token);
    const started = await start(token, ticket);
    expect(started.status).toBe(200);
    const { flight, balance } = started.body.value;
    expect(flight).toEqual({ roundId: flight.roundId, state: 'flying', bet: BET, autoCashOut: null, startedAt: clock, serverNow: clock, round: null });
    expect(balance).toBe(before - BET);
    expect(JSON.stringify(started.body)).not.toMatch(/crashPoint|decide/);
    expect(await ledgerOf(flight.roundId)).toEqual([{ amount: -BET, kind: 'bet' }]);
    // A flight in the air is no round of the history yet.
    expect((await games.rounds(ticket, token)).body.value.list.map((r) => r.roundId)).not.toContain(flight.roundId);

    const { flight: high, crashPoint } = await flightReaching(token, ticket, 250);
    const balanceBefore = await games.balance(token);
    // 2.00× is reached at crashReachedAt(200) ms; 1.5 s later the curve reads more.
    clock = high.startedAt + crashReachedAt(200) + 1_500;
    const m = crashMultiplierAt(clock - high.startedAt);
    expect(m).toBeGreaterThan(200);
    expect(m).toBeLessThan(crashPoint);
    const cashed = await cashOut(token, ticket, high.roundId);
    expect(cashed.status).toBe(200);
    const payout = Math.floor((BET * m) / 100);
    expect(cashed.body.value.flight).toMatchObject({ state: 'cashedOut', serverNow: clock, round: { roundId: high.roundId, bet: BET, multiplier: m, payout, result: { crashPoint, cashOut: m, win: true } } });
    expect(cashed.body.value.balance).toBe(balanceBefore + payout);
    expect(await ledgerOf(high.roundId)).toEqual([{ amount: -BET, kind: 'bet' }, { amount: payout, kind: 'payout' }]);
    expect(await betRecordOf(high.roundId)).toEqual([{ bet_amount: BET, payout, win_loss: payout - BET }]);
    // Settled: now a round of the history.
    expect((await games.rounds(ticket, token)).body.value.list.map((r) => r.roundId)).toContain(high.roundId);
  });

  it('a cash-out at or past the crash point loses the stake at the crash point', async () => {
    const { token, ticket } = await newPlayer();
    const { flight, crashPoint } = await flightReaching(token, ticket, 101);
    const balanceBefore = await games.balance(token);
    clock = flight.startedAt + crashReachedAt(crashPoint);
    const late = await cashOut(token, ticket, flight.roundId);
    expect(late.status).toBe(200);
    expect(late.body.value.flight).toMatchObject({ state: 'crashed', round: { multiplier: 0, payout: 0, result: { crashPoint, win: false } } });
    expect(late.body.value.balance).toBe(balanceBefore);
    expect(await ledgerOf(flight.roundId)).toEqual([{ amount: -BET, kind: 'bet' }]);
    expect(await betRecordOf(flight.roundId)).toEqual([{ bet_amount: BET, payout: 0, win_loss: -BET }]);
    // One millisecond earlier it would still have been flying.
    expect(crashMultiplierAt(crashReachedAt(crashPoint) - 1)).toBeLessThan(crashPoint);
  });

  it('a double cash-out and parallel cash-outs pay once', async () => {
    const { token, ticket } = await newPlayer();
    const { flight, crashPoint } = await flightReaching(token, ticket, 150);
    clock = flight.startedAt + crashReachedAt(120);
    const first = await cashOut(token, ticket, flight.roundId);
    clock += 2_000;
    const again = await cashOut(token, ticket, flight.roundId);
    expect(again.body.value.flight.round).toEqual(first.body.value.flight.round);
    expect(first.body.value.flight.round).toMatchObject({ multiplier: 120, result: { crashPoint, cashOut: 120, win: true } });
    expect(await ledgerOf(flight.roundId)).toEqual([{ amount: -BET, kind: 'bet' }, { amount: 1_200, kind: 'payout' }]);

    const { flight: raced } = await flightReaching(token, ticket, 150);
    const balanceBefore = await games.balance(token);
    clock = raced.startedAt + crashReachedAt(130);
    const answers = await Promise.all(Array.from({ length: 6 }, () => cashOut(token, ticket, raced.roundId)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.body.value.flight.round?.payout))).toEqual(new Set([1_300]));
    expect(await ledgerOf(raced.roundId)).toEqual([{ amount: -BET, kind: 'bet' }, { amount: 1_300, kind: 'payout' }]);
    expect(await games.balance(token)).toBe(balanceBefore + 1_300);
    expect(await betRecordOf(raced.roundId)).toHaveLength(1);
  });

  it('the automatic target settles at the target, by a late cash-out or by the job, and a race between them pays once', async () => {
    const { token, ticket } = await newPlayer();
    const { flight } = await flightReaching(token, ticket, 150, { autoCashOut: 150 });
    expect(flight.autoCashOut).toBe(150);
    // Past the target: the cash-out is answered with the target's win, not with the later multiplier.
    clock = flight.startedAt + crashReachedAt(150) + 3_000;
    const late = await cashOut(token, ticket, flight.roundId);
    expect(late.body.value.flight).toMatchObject({ state: 'cashedOut', round: { multiplier: 150, payout: 1_500, result: { cashOut: 150, win: true } } });

    const { flight: byJob } = await flightReaching(token, ticket, 150, { autoCashOut: 150 });
    clock = byJob.startedAt + crashReachedAt(150) - 1;
    expect(await runCrashJobs(server.app.portal, clock)).toEqual({ settled: expect.any(Number), failed: 0 });
    expect((await read(token, ticket, byJob.roundId)).body.value.flight.state).toBe('flying');
    clock += 1;
    const [job, cashed] = await Promise.all([runCrashJobs(server.app.portal, clock), cashOut(token, ticket, byJob.roundId)]);
    expect(job.failed).toBe(0);
    expect(cashed.body.value.flight).toMatchObject({ state: 'cashedOut', round: { multiplier: 150, payout: 1_500 } });
    expect(await ledgerOf(byJob.roundId)).toEqual([{ amount: -BET, kind: 'bet' }, { amount: 1_500, kind: 'payout' }]);
  });

  it('a flight nobody cashes out settles lost by itself: by the job (once), or when it is read', async () => {
    const { token, ticket } = await newPlayer();
    const { flight, crashPoint } = await flightReaching(token, ticket, 101);
    const balanceBefore = await games.balance(token);
    clock = flight.startedAt + crashReachedAt(crashPoint) + 10;
    const ran = await runCrashJobs(server.app.portal, clock);
    expect(ran.settled).toBeGreaterThanOrEqual(1);
    expect(await runCrashJobs(server.app.portal, clock)).toEqual({ settled: 0, failed: 0 });
    const settled = await db().selectFrom('crash_flight').select('settled_at').where('round_id', '=', flight.roundId).executeTakeFirstOrThrow();
    expect(settled.settled_at).toBe(new Date(clock).toISOString());
    const answer = await read(token, ticket, flight.roundId);
    expect(answer.body.value.flight).toMatchObject({ state: 'crashed', round: { payout: 0, result: { crashPoint, win: false } } });
    expect(answer.body.value.balance).toBe(balanceBefore);
    expect(await betRecordOf(flight.roundId)).toEqual([{ bet_amount: BET, payout: 0, win_loss: -BET }]);

    const { flight: readLater, crashPoint: point } = await flightReaching(token, ticket, 101);
    clock = readLater.startedAt + crashReachedAt(point) + 60_000;
    expect((await read(token, ticket, readLater.roundId)).body.value.flight).toMatchObject({ state: 'crashed', round: { result: { crashPoint: point } } });
  });

  it('a reload finds the flight in the air: the session answers it until it ends, then none', async () => {
    const { token, ticket } = await newPlayer();
    const session = async () => (await games.session(ticket, token)).body.value as { flight?: unknown };
    expect((await session()).flight).toBeNull();
    const { flight, crashPoint } = await flightReaching(token, ticket, 101);
    expect((await session()).flight).toEqual(flight);
    clock = flight.startedAt + crashReachedAt(crashPoint) - 1;
    expect((await session()).flight).toEqual({ ...flight, serverNow: clock });
    // Its crash has come: no longer in the air (the read settles it lost).
    clock += 1;
    expect((await session()).flight).toBeNull();
    expect((await read(token, ticket, flight.roundId)).body.value.flight.state).toBe('crashed');

    const { flight: cashed } = await flightReaching(token, ticket, 101);
    await cashOut(token, ticket, cashed.roundId);
    expect((await session()).flight).toBeNull();
  });

  it('keeps the seed pair secret while a flight is in the air, and the one-call crash round still plays', async () => {
    const { token, ticket } = await newPlayer();
    const { flight, crashPoint } = await flightReaching(token, ticket, 101);
    const rotate = await games.seed({ ticket }, token);
    expect(rotate.status).toBe(409);
    expect(rotate.body.errorCode).toBe('game.flight.open');
    // Once its crash has come the outcome is fixed, settled or not (nobody has read it since).
    clock = flight.startedAt + crashReachedAt(crashPoint);
    expect((await games.seed({ ticket }, token)).status).toBe(200);
    expect((await read(token, ticket, flight.roundId)).body.value.flight.state).toBe('crashed');

    const oneCall = await games.round({ ticket, bet: BET, requestId: requestId(), crash: { cashOut: 150 } }, token);
    expect(oneCall.status).toBe(200);
    expect(oneCall.body.value.round.result).toMatchObject({ cashOut: 150 });
  });

  it('refuses another ticket\'s flight, and answers a repeated start with the first flight', async () => {
    const one = await newPlayer();
    const other = await newPlayer();
    const id = requestId();
    const first = await start(one.token, one.ticket, { requestId: id });
    const repeat = await start(one.token, one.ticket, { requestId: id, bet: 5_000 });
    expect(repeat.body.value.flight.roundId).toBe(first.body.value.flight.roundId);
    expect(await ledgerOf(first.body.value.flight.roundId)).toEqual([{ amount: -BET, kind: 'bet' }]);
    expect((await cashOut(other.token, other.ticket, first.body.value.flight.roundId)).status).toBe(404);
  });
});

describe('a demo flight', () => {
  it('plays on the ticket\'s credits: the stake leaves them at start and the cash-out pays into them, no ledger, no bet record', async () => {
    const { token } = await newPlayer();
    const game = await gameWhere(server, `${PLAYABLE_THIRD_PARTY} AND g.engine = 'crash'`);
    const launched = (await games.launch(game.node_id, token)).body.value;
    expect(launched.mode).toBe('demo');
    const credits = (await games.session(launched.ticket, token)).body.value.balance;
    const bet = Math.max(BET, game.min_bet);
    const wallet = await games.balance(token);
    let flight: CrashFlightAnswer['flight'] | null = null;
    for (let attempt = 0; attempt < 40 && !flight; attempt += 1) {
      const started = await start(token, launched.ticket, { bet });
      expect(started.status).toBe(200);
      if ((await crashPointOf(started.body.value.flight.roundId)) >= 150) flight = started.body.value.flight;
    }
    if (!flight) throw new Error('no flight reached 1.50×');
    const before = (await games.session(launched.ticket, token)).body.value.balance;
    expect(before).toBeLessThan(credits);
    clock = flight.startedAt + crashReachedAt(140);
    const cashed = await cashOut(token, launched.ticket, flight.roundId);
    expect(cashed.body.value.flight.round).toMatchObject({ multiplier: 140, payout: Math.floor((bet * 140) / 100) });
    expect(cashed.body.value.balance).toBe(before + Math.floor((bet * 140) / 100));
    expect(await ledgerOf(flight.roundId)).toEqual([]);
    expect(await betRecordOf(flight.roundId)).toEqual([]);
    expect(await games.balance(token)).toBe(wallet);
  });
});

describe('the player\'s protection refuses the start, moving nothing', () => {
  const setProtection = (token: string, path: string, body: Record<string, unknown>, method: 'POST' | 'PUT') =>
    client.call<ProtectionStatus>(method, `/wps/member/protection/${path}`, { token, headers: { Language: 'EN' }, body });

  it('a cool-off', async () => {
    const { token, ticket } = await newPlayer();
    expect((await setProtection(token, 'exclusion', { length: '24h' }, 'POST')).status).toBe(200);
    const before = await games.balance(token);
    const flights = await db().selectFrom('crash_flight').select('round_id').execute();
    const refused = await start(token, ticket);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('protection.excluded');
    expect(await games.balance(token)).toBe(before);
    expect(await db().selectFrom('crash_flight').select('round_id').execute()).toEqual(flights);
  });

  it('a loss limit: exactly at it passes, one minor unit over is refused', async () => {
    const { token, ticket } = await newPlayer();
    expect((await setProtection(token, 'limit', { kind: 'loss', period: 'day', amount: 2_000 }, 'PUT')).status).toBe(200);
    expect((await start(token, ticket, { bet: 2_000 })).status).toBe(200);
    const before = await games.balance(token);
    const refused = await start(token, ticket, { bet: 100 });
    expect(refused.body.errorCode).toBe('protection.loss.limit');
    expect(await games.balance(token)).toBe(before);
  });
});
