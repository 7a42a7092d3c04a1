import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { moneyCounts, TEAM_PASSWORD, teamMember } from './helpers/team';
import { inhouseApi, requestId, SLOT } from './inhouse-helpers';
import { currentDraw, FAST_1, lotteryApi } from './lottery-helpers';

/*
 * Every amount is a JSON integer: a body's money field is read as the contract's schema says, never
 * coerced. A string of digits, an exponent, an array of one number or a fraction is refused with
 * 400 `validation.failed` naming the field, and nothing moves. (A query string is text: its numbers
 * are still read from it.)
 */

let server: TestServer;
let client: TestClient;
let token: string;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
  await teamMember(server, 'intplayer', 0, null, { balance: 500_000 });
  token = await client.tokenFor('intplayer', TEAM_PASSWORD);
});
afterAll(() => server.close());

const NOT_INTEGERS: [string, unknown][] = [
  ['a string of digits', '100'],
  ['an exponent in a string', '1e3'],
  ['an array of one number', [100]],
  ['a fraction', 100.5],
];

describe('POST /wps/game/inhouse/round', () => {
  it.each(NOT_INTEGERS)('refuses %s as the bet and moves no money', async (_, bet) => {
    const api = inhouseApi(client);
    const ticket = (await api.launch(SLOT, token)).body.value.ticket;
    const before = await moneyCounts(server);
    const balance = await api.balance(token);
    const answer = await api.round({ ticket, bet, requestId: requestId() }, token);
    expect(answer).toMatchObject({ status: 400, body: { errorCode: 'validation.failed', value: { field: 'bet' } } });
    expect(await api.balance(token)).toBe(balance);
    expect(await moneyCounts(server)).toEqual(before);
  });

  it('still plays an integer bet', async () => {
    const api = inhouseApi(client);
    const ticket = (await api.launch(SLOT, token)).body.value.ticket;
    const answer = await api.round({ ticket, bet: 100, requestId: requestId() }, token);
    expect(answer.status).toBe(200);
    expect(answer.body.value.round.bet).toBe(100);
  });
});

describe('POST /lgw/orders/betting', () => {
  beforeAll(async () => {
    expect((await lotteryApi(client).run(new Date())).status).toBe(200);
  });

  it.each(NOT_INTEGERS)('refuses %s as the unit price and moves no money', async (_, singleBetPrice) => {
    const api = lotteryApi(client);
    const { current } = await currentDraw(api, FAST_1);
    const before = await moneyCounts(server);
    const answer = await api.bet({ gameId: FAST_1, numero: current.numero, contents: [{ playId: 'FAST_DIGIT', bettingContent: '1:5', singleBetPrice: singleBetPrice as number, multiple: 1 }] }, token);
    expect(answer).toMatchObject({ status: 400, body: { errorCode: 'validation.failed', value: { field: 'contents.0.singleBetPrice' } } });
    expect(await moneyCounts(server)).toEqual(before);
  });

  it('still reads numbers from a query string', async () => {
    const near = await lotteryApi(client).near(FAST_1);
    expect(near.status).toBe(200);
    expect(near.body.value.currentNumero).not.toBeNull();
  });
});
