import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { DEMO_ACCOUNTS, DEMO_MERCHANT } from '../src';
import { seedDemoRounds, WINS_PER_PLAYER } from '../src/inhouse/seed-rounds';
import { DEMO_WINNERS } from '../src/seed/demo-accounts';
import { TestClient } from './helpers/client';
import { memberIdOf, rows } from './helpers/db';
import { sha256 } from './helpers/hash';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { CRASH, DICE, gameWhere, inhouseApi, PLAYABLE_THIRD_PARTY, requestId, SLOT, type RoundValue } from './inhouse-helpers';

const { player, old } = DEMO_ACCOUNTS;
let server: TestServer;
let client: TestClient;
let api: ReturnType<typeof inhouseApi>;
let token: string;
let memberId: number;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
  api = inhouseApi(client);
  token = await client.tokenFor(player.username, player.password);
  memberId = await memberIdOf(server, player.username);
});
afterAll(() => server.close());

const ledgerOf = (roundId: number) =>
  server.app.portal.db.selectFrom('ledger_entry').select(['amount', 'kind', 'idempotency_key', 'reference']).where('reference', '=', `round:${roundId}`).orderBy('id').execute();
const betRecordOf = (roundId: number) => server.app.portal.db.selectFrom('bet_record').selectAll().where('round_id', '=', roundId).executeTakeFirst();
const roundCount = async (requestIdIs?: string) =>
  (await rows(server, sql<{ n: number }>`SELECT COUNT(*) AS n FROM game_round ${requestIdIs ? sql`WHERE request_id = ${requestIdIs}` : sql``}`))[0]!.n;
const launch = async (nodeId: string, as = token) => (await api.launch(nodeId, as)).body.value.ticket;

describe('real rounds', () => {
  it.each([
    ['slot', SLOT, {}],
    ['dice', DICE, { dice: { target: 50, over: false } }],
    ['crash', CRASH, { crash: { cashOut: 150 } }],
  ])('%s: moves the wallet by −bet + payout through the ledger and writes a bet record', async (engine, nodeId, choices) => {
    const ticket = await launch(nodeId);
    for (let i = 0; i < 8; i += 1) {
      const before = await api.balance(token);
      const answer = await api.round({ ticket, bet: 2000, requestId: requestId(), ...choices }, token);
      expect(answer.status).toBe(200);
      const { round, balance } = answer.body.value;
      expect(round.bet).toBe(2000);
      expect(round.payout).toBe(Math.floor((2000 * round.multiplier) / 100));
      expect(balance).toBe(before - 2000 + round.payout);
      expect(await api.balance(token)).toBe(balance);

      const expected = [{ amount: -2000, kind: 'bet', idempotency_key: `round:${round.roundId}:bet`, reference: `round:${round.roundId}` }];
      if (round.payout > 0) expected.push({ amount: round.payout, kind: 'payout', idempotency_key: `round:${round.roundId}:payout`, reference: `round:${round.roundId}` });
      expect(await ledgerOf(round.roundId)).toEqual(expected);
      expect(await betRecordOf(round.roundId)).toMatchObject({
        member_id: memberId,
        merchant_id: 1,
        vendor_code: 'INHOUSE',
        game_type: 'RNG',
        bet_amount: 2000,
        valid_bet: 2000,
        payout: round.payout,
        win_loss: round.payout - 2000,
        status: 'settled',
      });
      expect(round.serverSeed).toBeNull();
      if (engine === 'slot') expect((round.result as { grid: string[][] }).grid).toHaveLength(3);
      if (engine === 'dice') expect(round.result).toMatchObject({ target: 50, over: false, win: round.multiplier > 0 });
      if (engine === 'crash') expect(round.result).toMatchObject({ cashOut: 150, win: round.multiplier > 0 });
    }
  });

  it('answers a repeated requestId with the first round and moves nothing', async () => {
    const ticket = await launch(DICE);
    const id = requestId();
    const first = await api.round({ ticket, bet: 1000, requestId: id, dice: { target: 60, over: true } }, token);
    const balance = await api.balance(token);
    const roundsBefore = await roundCount();
    // Even with other choices, a repeat is the first round.
    const again = await api.round({ ticket, bet: 5000, requestId: id, dice: { target: 10, over: false } }, token);
    expect(again.status).toBe(200);
    expect(again.body.value.round).toEqual(first.body.value.round);
    expect(again.body.value.balance).toBe(balance);
    expect(await api.balance(token)).toBe(balance);
    expect(await roundCount()).toBe(roundsBefore);
    expect((await ledgerOf(first.body.value.round.roundId)).length).toBeLessThanOrEqual(2);

    // Fired in parallel, one requestId still makes one round.
    const raceId = requestId();
    const answers = await Promise.all(Array.from({ length: 6 }, () => api.round({ ticket, bet: 1000, requestId: raceId, dice: { target: 50, over: true } }, token)));
    const ids = new Set(answers.map((answer) => answer.body.value.round.roundId));
    expect(ids.size).toBe(1);
    expect(await roundCount(raceId)).toBe(1);
  });

  it('refuses a bet above the balance with wallet.insufficient and writes nothing', async () => {
    const oldToken = await client.tokenFor(old.username, old.password);
    await api.setBalance(old.username, oldToken, 1500, 'inhouse-insufficient');
    const ticket = await launch(CRASH, oldToken);
    const counts = async () =>
      (await rows(server, sql<{ r: number; b: number; l: number }>`SELECT (SELECT COUNT(*) FROM game_round) AS r, (SELECT COUNT(*) FROM bet_record) AS b, (SELECT COUNT(*) FROM ledger_entry) AS l`))[0];
    const before = await counts();
    const nonceBefore = (await api.session(ticket, oldToken)).body.value.fair.nonce;
    const answer = await api.round({ ticket, bet: 2000, requestId: requestId(), crash: { cashOut: 200 } }, oldToken);
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('wallet.insufficient');
    expect(await api.balance(oldToken)).toBe(1500);
    expect(await counts()).toEqual(before);
    // The refused round did not use up a nonce either.
    expect((await api.session(ticket, oldToken)).body.value.fair.nonce).toBe(nonceBefore);
  });

  it('cannot overspend with parallel rounds', async () => {
    const oldToken = await client.tokenFor(old.username, old.password);
    await api.setBalance(old.username, oldToken, 5000, 'inhouse-parallel');
    const start = await api.balance(oldToken);
    const ticket = await launch(CRASH, oldToken);
    // 5 bets fit; 15 fired at once. A cash-out at 1000.00× (almost) never wins, so payouts stay rare.
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => api.round({ ticket, bet: 1000, requestId: requestId(), crash: { cashOut: 100000 } }, oldToken)),
    );
    const accepted = answers.filter((answer) => answer.status === 200).map((answer) => answer.body.value.round);
    const refused = answers.filter((answer) => answer.status !== 200);
    for (const answer of refused) expect(answer.body.errorCode).toBe('wallet.insufficient');
    const bets = accepted.reduce((sum, round) => sum + round.bet, 0);
    const payouts = accepted.reduce((sum, round) => sum + round.payout, 0);
    expect(bets).toBeLessThanOrEqual(start + payouts);
    if (payouts === 0) expect(accepted).toHaveLength(5);
    const end = await api.balance(oldToken);
    expect(end).toBe(start - bets + payouts);
    expect(end).toBeGreaterThanOrEqual(0);
    for (const answer of answers.filter((a) => a.status === 200)) expect(answer.body.value.balance).toBeGreaterThanOrEqual(0);
    // Every round its own nonce.
    expect(new Set(accepted.map((round) => round.nonce)).size).toBe(accepted.length);
  });

  it('lets no other member use a real ticket', async () => {
    const ticket = await launch(SLOT);
    const other = await client.tokenFor(DEMO_WINNERS[1].username, DEMO_WINNERS[1].password);
    const before = await api.balance(token);
    const answer = await api.round({ ticket, bet: 100, requestId: requestId() }, other);
    expect(answer.status).toBe(401);
    expect(answer.body.errorCode).toBe('login.not.session');
    expect((await api.round({ ticket, bet: 100, requestId: requestId() })).status).toBe(401);
    expect(await api.balance(token)).toBe(before);
  });
});

describe('demo rounds', () => {
  it('play on the ticket credits: no ledger, no bet record, never below zero', async () => {
    const game = await gameWhere(server, PLAYABLE_THIRD_PARTY);
    const ticket = await launch(game.node_id);
    const choices = { dice: { target: 50, over: true }, crash: { cashOut: 100000 } };
    const wallet = await api.balance(token);
    const counts = async () => (await rows(server, sql<{ b: number; l: number }>`SELECT (SELECT COUNT(*) FROM bet_record) AS b, (SELECT COUNT(*) FROM ledger_entry) AS l`))[0];
    const before = await counts();
    const bet = Math.max(100, Math.min(game.min_bet, 1_000_000));
    const first = await api.round({ ticket, bet: Math.max(bet, 1000), requestId: requestId(), ...choices });
    expect(first.status).toBe(200);
    expect(first.body.value.balance).toBe(1_000_000 - first.body.value.round.bet + first.body.value.round.payout);
    expect(await counts()).toEqual(before);
    expect(await api.balance(token)).toBe(wallet);

    // Bets of 400,000 in parallel: whatever wins, the credits never go below zero.
    const credits = first.body.value.balance;
    const answers = await Promise.all(Array.from({ length: 8 }, () => api.round({ ticket, bet: 400_000, requestId: requestId(), ...choices })));
    const accepted = answers.filter((answer) => answer.status === 200).map((answer) => answer.body.value.round);
    for (const answer of answers.filter((a) => a.status !== 200)) expect(answer.body.errorCode).toBe('wallet.insufficient');
    const session = (await api.session(ticket)).body.value;
    const delta = accepted.reduce((sum, round) => sum - round.bet + round.payout, 0);
    expect(session.balance).toBe(credits + delta);
    expect(session.balance).toBeGreaterThanOrEqual(0);
    expect(accepted.length).toBeGreaterThan(0);
  });

  it('keep their own seed pair per launch', async () => {
    const game = await gameWhere(server, PLAYABLE_THIRD_PARTY);
    const a = (await api.session(await launch(game.node_id))).body.value.fair;
    const b = (await api.session(await launch(game.node_id))).body.value.fair;
    expect(a.serverSeedHash).not.toBe(b.serverSeedHash);
    expect(a.nonce).toBe(0);
  });
});

describe('provably fair', () => {
  it('reveals a server seed whose sha256 was shown before, and verify recomputes every round', async () => {
    const diceTicket = await launch(DICE);
    const crashTicket = await launch(CRASH);
    const slotTicket = await launch(SLOT);
    const shown = (await api.session(slotTicket, token)).body.value.fair;

    const played: { round: RoundValue; query: Record<string, string | number | boolean> }[] = [];
    for (let i = 0; i < 4; i += 1) {
      const dice = (await api.round({ ticket: diceTicket, bet: 500, requestId: requestId(), dice: { target: 30 + i, over: i % 2 === 0 } }, token)).body.value.round;
      played.push({ round: dice, query: { engine: 'dice', target: 30 + i, over: i % 2 === 0 } });
      const crash = (await api.round({ ticket: crashTicket, bet: 500, requestId: requestId(), crash: { cashOut: 120 + i } }, token)).body.value.round;
      played.push({ round: crash, query: { engine: 'crash', cashOut: 120 + i } });
      const slot = (await api.round({ ticket: slotTicket, bet: 2000, requestId: requestId() }, token)).body.value.round;
      played.push({ round: slot, query: { engine: 'slot', bet: 2000 } });
    }
    // One pair per member: the nonces continue across the three games.
    expect(played.map(({ round }) => round.nonce)).toEqual(played.map((_, i) => shown.nonce + i));
    for (const { round } of played) expect(round).toMatchObject({ serverSeedHash: shown.serverSeedHash, clientSeed: shown.clientSeed, serverSeed: null });

    const rotated = await api.seed({ ticket: diceTicket, clientSeed: 'my lucky seed' }, token);
    expect(rotated.status).toBe(200);
    const { revealed, next } = rotated.body.value;
    expect(revealed).toEqual({ serverSeed: expect.stringMatching(/^[0-9a-f]{64}$/), serverSeedHash: shown.serverSeedHash, clientSeed: shown.clientSeed, lastNonce: shown.nonce + played.length - 1 });
    expect(createHash('sha256').update(revealed.serverSeed).digest('hex')).toBe(shown.serverSeedHash);
    expect(next).toEqual({ serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/), clientSeed: 'my lucky seed', nonce: 0 });
    expect(next.serverSeedHash).not.toBe(shown.serverSeedHash);

    for (const { round, query: choice } of played) {
      const verified = await api.verify({ serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce: round.nonce, ...choice });
      expect(verified.status).toBe(200);
      expect(verified.body.value).toEqual({ serverSeedHash: shown.serverSeedHash, result: round.result, multiplier: round.multiplier });
    }

    // The history now carries the revealed seed; the new pair starts at nonce 0.
    const history = (await api.rounds(diceTicket, token, 4)).body.value.list;
    expect(history.map((round) => round.roundId)).toEqual(played.filter(({ query: q }) => q.engine === 'dice').map(({ round }) => round.roundId).reverse());
    for (const round of history) expect(round.serverSeed).toBe(revealed.serverSeed);
    const session = (await api.session(slotTicket, token)).body.value;
    expect(session.fair).toEqual({ serverSeedHash: next.serverSeedHash, clientSeed: 'my lucky seed', nonce: 0 });
    const after = (await api.round({ ticket: slotTicket, bet: 100, requestId: requestId() }, token)).body.value.round;
    expect(after).toMatchObject({ nonce: 0, serverSeedHash: next.serverSeedHash, serverSeed: null, clientSeed: 'my lucky seed' });
  });

  it('verifies without state, and names the seed hash', async () => {
    const answer = await api.verify({ engine: 'dice', serverSeed: 'abc', clientSeed: 'def', nonce: 3, target: 50, over: true });
    expect(answer.status).toBe(200);
    expect(answer.body.value.serverSeedHash).toBe(sha256('abc'));
    const roll = answer.body.value.result.roll as number;
    expect(answer.body.value.multiplier).toBe(roll >= 5000 ? 198 : 0);
  });

  it('lists the rounds newest first, at most limit', async () => {
    const ticket = await launch(CRASH);
    for (let i = 0; i < 3; i += 1) await api.round({ ticket, bet: 100, requestId: requestId(), crash: { cashOut: 200 } }, token);
    const list = (await api.rounds(ticket, token, 2)).body.value.list;
    expect(list).toHaveLength(2);
    expect(list[0]!.roundId).toBeGreaterThan(list[1]!.roundId);
    expect((await api.rounds(ticket, token)).body.value.list.length).toBeGreaterThanOrEqual(3);
  });
});

describe('seed step games-demo-rounds', () => {
  it('played real winning rounds for the demo winners', async () => {
    const winners = await rows(
      server,
      sql<{ account: string; wins: number | string; rounds: number; net: number | string; balance: number }>`
        SELECT m.account, SUM(CASE WHEN b.payout > b.bet_amount THEN 1 ELSE 0 END) AS wins, COUNT(*) AS rounds, SUM(b.win_loss) AS net, w.balance
          FROM bet_record b JOIN member m ON m.id = b.member_id JOIN wallet w ON w.member_id = m.id
         WHERE m.account IN (${sql.join(DEMO_WINNERS.map((w) => w.username))}) GROUP BY m.account, w.balance`,
    );
    expect(winners).toHaveLength(DEMO_WINNERS.length);
    // Number(): PostgreSQL answers a SUM of bigints as numeric text.
    const total = winners.reduce((sum, row) => sum + Number(row.wins), 0);
    expect(total).toBeGreaterThanOrEqual(20);
    for (const row of winners) {
      expect(Number(row.wins)).toBe(WINS_PER_PLAYER);
      const opening = DEMO_WINNERS.find((w) => w.username === row.account)!.balance;
      expect(row.balance).toBe(opening + Number(row.net));
    }
    // Every seeded bet moved money through the ledger.
    const [unbacked] = await rows(
      server,
      sql<{ n: number }>`SELECT COUNT(*) AS n FROM bet_record b WHERE NOT EXISTS (SELECT 1 FROM ledger_entry e WHERE e.idempotency_key = 'round:' || b.round_id || ':bet')`,
    );
    expect(unbacked!.n).toBe(0);
  });

  it('fills the winner board on a fresh site', async () => {
    const answer = await client.get<{ list: { vo: { customerName: string; winAmount: number; vassalage: string } }[] }>(
      '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=EN&limitNum=50',
    );
    expect(answer.status).toBe(200);
    const seeded = answer.body.value.list.filter(({ vo }) => vo.vassalage === 'INHOUSE' && vo.winAmount > 0);
    expect(seeded.length).toBeGreaterThanOrEqual(20);
  });

  it('does nothing without the in-house catalogue', async () => {
    const ctx = server.app.portal;
    const wins = await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('game').set({ engine: 'none' }).where('node_id', 'in', [SLOT, DICE, CRASH]).execute();
      const merchant = await trx.selectFrom('merchant').select('id').where('code', '=', DEMO_MERCHANT.code).executeTakeFirstOrThrow();
      const played = await seedDemoRounds(trx, ctx, merchant, DEMO_WINNERS.map((w) => w.username));
      throw Object.assign(new Error('rollback'), { played });
    }).catch((error: { played?: number }) => error.played);
    expect(wins).toBe(0);
  });
});
