import { randomUUID } from 'node:crypto';
import {
  LOTTERY_GAME_IDS,
  type LotteryBetContent,
  type LotteryBettingBody,
  type LotteryCancelAnswer,
  type LotteryHistoryPage,
  type LotteryJobReport,
  type LotteryMenus,
  type LotteryNearAnswer,
  type LotteryOrder,
  type LotteryOrdersPage,
  type LotteryTrend,
  type LotteryVerifyAnswer,
} from '@portal/shared/contracts';
import type { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';

/** The lottery's calls as the front end makes them (paths from the contract's endpoint table). */
export function lotteryApi(client: TestClient) {
  const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return {
    /** Ops: the draw job as of a time. */
    run: (asOf: Date | string) =>
      client.call<LotteryJobReport>('POST', '/wps/admin/lottery/run', { headers: { 'Admin-Token': ADMIN_TOKEN }, body: { asOf: typeof asOf === 'string' ? asOf : asOf.toISOString() } }),
    near: (gameId: number) => client.get<LotteryNearAnswer>(`/lgw/numeros/near?${query({ gameId })}`),
    menus: (prizeMode: string) => client.get<LotteryMenus>(`/lgw/vn/games/game_menu?${query({ prizeMode, device: 'WEB' })}`),
    history: (gameId: number, pageSize = 20) => client.get<LotteryHistoryPage>(`/lgw/vn/numeros/opened/game?${query({ gameId, pageSize })}`),
    verify: (gameId: number, numero: string, serverSeed: string) => client.get<LotteryVerifyAnswer>(`/lgw/numeros/verify?${query({ gameId, numero, serverSeed })}`),
    trend: (gameId: number, draws: number) => client.get<LotteryTrend>(`/lgw/numeros/trend?${query({ gameId, draws })}`),
    bet: (body: Omit<LotteryBettingBody, 'requestId'> & { requestId?: string }, token: string | null, language = 'EN') =>
      client.call<LotteryOrder>('POST', '/lgw/orders/betting', { token, headers: { Language: language }, body: { requestId: randomUUID(), ...body } }),
    orders: (token: string, status: 'all' | 'open' | 'settled' = 'all', gameId?: number) =>
      client.get<LotteryOrdersPage>(`/lgw/orders/today?${query({ status, pageSize: 100, ...(gameId ? { gameId } : {}) })}`, { token }),
    /** Every page of the member's orders. */
    allOrders: async (token: string, status: 'all' | 'open' | 'settled', gameId: number) => {
      const bets = [];
      for (let pageNo = 1; ; pageNo += 1) {
        const page = (await client.get<LotteryOrdersPage>(`/lgw/orders/today?${query({ status, gameId, pageNo, pageSize: 100 })}`, { token })).body.value;
        bets.push(...page.content);
        if (pageNo >= page.totalPages) return bets;
      }
    },
    cancel: (betIds: number[], token: string, language = 'EN') =>
      client.call<LotteryCancelAnswer>('PUT', '/lgw/orders/suborders/cancel', { token, headers: { Language: language }, body: { betIds } }),
    balance: async (token: string) => (await client.get<{ balance: number }>('/wps/v2/wallets/balance', { token })).body.value.balance,
  };
}

export type LotteryApi = ReturnType<typeof lotteryApi>;

export const FAST_1 = LOTTERY_GAME_IDS.FAST_1;
export const VN_NORTH = LOTTERY_GAME_IDS.VN_NORTH;
export const SEA_4D = LOTTERY_GAME_IDS.SEA_4D;

/** Ball 1 on every digit: exactly one of the ten wins, whatever the draw. */
export const ALL_DIGITS_BALL_1 = (unit: number, multiple = 1): LotteryBetContent => ({ playId: 'FAST_DIGIT', bettingContent: '1:0,1,2,3,4,5,6,7,8,9', singleBetPrice: unit, multiple });

/**
 * The longest a test takes from choosing its draw to its last bet on it, on a loaded machine (a few
 * seconds), with room to spare. The server takes bets by the real clock, and the 1-minute game's
 * current draw locks 50 s after it opens: a test that picks it a moment before its lock has its next
 * bet refused.
 */
const OPEN_FOR_A_TEST_MS = 15_000;

/**
 * The draw a test bets on (after a job run): the current one, or the first after it when the current
 * one locks within OPEN_FOR_A_TEST_MS; `next` are the draws after that one. Fails loudly when there is
 * none.
 */
export async function currentDraw(api: LotteryApi, gameId: number) {
  const near = await api.near(gameId);
  const open = [near.body.value.currentNumero, ...near.body.value.nextNumeros].filter((draw) => draw !== null);
  const first = open.findIndex((draw) => draw.remainTime >= OPEN_FOR_A_TEST_MS);
  const current = open[first];
  if (!current) throw new Error(`no draw open for ${OPEN_FOR_A_TEST_MS} ms more in ${gameId}: ${JSON.stringify(near.body)}`);
  return { current, next: open.slice(first + 1) };
}
