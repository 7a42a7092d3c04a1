import { sql } from 'kysely';
import { MEMBER_TYPE } from '../src';
import { countBet, TEAM_DAY_SHARDS } from '../src/agent';
import { startServer, TEST_DIALECT, type TestServer } from './helpers/server';
import { teamMember } from './helpers/team';

/*
 * Every bet, deposit and withdrawal moves its member's agents' day figures (team_day) in its own
 * transaction, and on PostgreSQL holds those rows until it commits. With one row per agent and day, the
 * top agent's row of today was one lock for every money movement of a big team. Each day is now spread
 * over TEAM_DAY_SHARDS rows by member: two members of one team on different shards never wait for
 * each other. SQLite writes one transaction at a time: the case is PostgreSQL's.
 */

const itOnPostgres = TEST_DIALECT === 'postgres' ? it : it.skip;
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const AT = '2026-03-10T08:00:00.000Z';
const bet = { betAmount: 1_000, validBet: 900, payout: 500 };

itOnPostgres('two members of one team move their agents\' day at once: neither waits for the other\'s commit', async () => {
  const top = await teamMember(server, 'shardtop', MEMBER_TYPE.agent, null);
  const agent = await teamMember(server, 'shardagent', MEMBER_TYPE.agent, top);
  const first = await teamMember(server, 'shardfirst', MEMBER_TYPE.member, agent);
  let second = await teamMember(server, 'shardsecond', MEMBER_TYPE.member, agent);
  for (let n = 0; n < TEAM_DAY_SHARDS && second % TEAM_DAY_SHARDS === first % TEAM_DAY_SHARDS; n += 1) second = await teamMember(server, `shardnext${n}`, MEMBER_TYPE.member, agent);
  const db = server.app.portal.db;

  // The first member's bet is counted and its transaction stays open, holding its rows.
  let counted!: () => void;
  let commit!: () => void;
  const held = new Promise<void>((resolve) => (counted = resolve));
  const gate = new Promise<void>((resolve) => (commit = resolve));
  const firstBet = db.transaction().execute(async (trx) => {
    await countBet(trx, first, bet, AT);
    counted();
    await gate;
  });
  await held;

  // The second member's bet may not wait for any lock at all: it commits while the first is open.
  try {
    await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL lock_timeout = '1ms'`.execute(trx);
      await countBet(trx, second, bet, AT);
    });
  } finally {
    commit();
    await firstBet;
  }

  for (const agentId of [agent, top]) {
    const { rows } = await sql<{ bets: string | number; valid: string | number; rows: string | number }>`
      SELECT SUM(bet_count) AS bets, SUM(valid_bet) AS valid, COUNT(*) AS rows FROM team_day WHERE agent_id = ${agentId} AND day = '2026-03-10'`.execute(db);
    expect(rows.map((row) => [Number(row.bets), Number(row.valid), Number(row.rows)])).toEqual([[2, 1_800, 2]]);
  }
});
