import type { ProtectionChange, ProtectionSessionPlay, ProtectionStatus } from '@portal/shared/contracts';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { TEAM_PASSWORD, teamMember } from './helpers/team';
import { DICE, inhouseApi, requestId } from './inhouse-helpers';

/*
 * The reality check's server side: how often it comes (60 minutes until the player picks 15 or 30),
 * recorded in the protection history, and what it shows: the stakes and net result of the caller's
 * own session, counted from its sign-in, not before.
 */

let server: TestServer;
let client: TestClient;
let games: ReturnType<typeof inhouseApi>;
let counter = 0;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
  games = inhouseApi(client);
});
afterAll(() => server.close());

async function newAccount(): Promise<string> {
  counter += 1;
  const account = `rc${process.pid % 10_000}n${counter}`;
  await teamMember(server, account, 0, null, { balance: 10_000_000 });
  return account;
}

const status = async (token: string) => (await client.get<ProtectionStatus>('/wps/member/protection', { token })).body.value;
const history = async (token: string) => (await client.get<ProtectionChange[]>('/wps/member/protection/history', { token })).body.value;
const play = async (token: string) => client.get<ProtectionSessionPlay>('/wps/member/protection/session', { token });

/** Dice rounds of `bet` until one wins: what they staked and what they paid. */
async function roundsUntilAWin(token: string, bet: number) {
  const ticket = (await games.launch(DICE, token)).body.value.ticket;
  let staked = 0;
  let paid = 0;
  for (let i = 0; i < 40 && paid === 0; i += 1) {
    const answer = await client.call<{ round: { bet: number; payout: number } }>('POST', '/wps/game/inhouse/round', {
      token,
      headers: { Language: 'EN' },
      body: { ticket, bet, requestId: requestId(), dice: { target: 50, over: true } },
    });
    expect(answer.status).toBe(200);
    staked += answer.body.value.round.bet;
    paid += answer.body.value.round.payout;
  }
  expect(paid).toBeGreaterThan(0);
  return { staked, paid };
}

describe('the reality check interval', () => {
  it('is 60 minutes until the player chooses; 15 applies at once and the history records it', async () => {
    const token = await client.tokenFor(await newAccount(), TEAM_PASSWORD);
    const before = await status(token);
    expect(before.realityCheckMinutes).toBe(60);
    expect(before.limits).toEqual([]);
    expect(before.exclusion).toBeNull();

    const answer = await client.call<ProtectionStatus>('PUT', '/wps/member/protection/reality-check', { token, body: { minutes: 15 } });
    expect(answer.status).toBe(200);
    expect(answer.body.value.realityCheckMinutes).toBe(15);
    expect((await status(token)).realityCheckMinutes).toBe(15);

    const [change] = await history(token);
    expect(change).toMatchObject({ subject: 'realityCheck', kind: 'realityCheck', from: 60, to: 15, by: 'member' });
    expect(change?.appliesAt).toBe(change?.at);
  });

  it('refuses an interval other than 15, 30 or 60', async () => {
    const token = await client.tokenFor(await newAccount(), TEAM_PASSWORD);
    const answer = await client.call('PUT', '/wps/member/protection/reality-check', { token, body: { minutes: 45 } });
    expect(answer.status).toBe(400);
    expect((await status(token)).realityCheckMinutes).toBe(60);
  });

  it('is a signed-in call', async () => {
    expect((await client.get('/wps/member/protection/session')).status).toBe(401);
  });
});

describe("the session's play", () => {
  it('counts the stakes and wins made since this sign-in, not those of an earlier session', async () => {
    const account = await newAccount();
    const earlier = await client.tokenFor(account, TEAM_PASSWORD);
    await roundsUntilAWin(earlier, 1_000);

    const token = await client.tokenFor(account, TEAM_PASSWORD);
    const fresh = await play(token);
    expect(fresh.status).toBe(200);
    expect(fresh.body.value).toMatchObject({ stakes: 0, net: 0 });
    expect(Date.now() - Date.parse(fresh.body.value.startedAt)).toBeLessThan(60_000);

    const { staked, paid } = await roundsUntilAWin(token, 2_000);
    const after = (await play(token)).body.value;
    expect(after).toEqual({ startedAt: fresh.body.value.startedAt, stakes: staked, net: paid - staked });
  });
});
