import { sql } from 'kysely';
import { rows } from './helpers/db';
import { ADMIN_TOKEN } from './helpers/outbox';
import type { TestClient } from './helpers/client';
import type { TestServer } from './helpers/server';

/* Shared by the in-house API tests: the calls as the game page makes them, and reads of the rows. */

export interface LaunchValue {
  ticket: string;
  url: string;
  mode: 'real' | 'demo';
  engine: 'slot' | 'dice' | 'crash';
  nodeId: string;
}

export interface RoundValue {
  roundId: number;
  nonce: number;
  bet: number;
  payout: number;
  multiplier: number;
  result: Record<string, unknown>;
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  createdAt: string;
}

export interface SessionValue {
  ticket: string;
  mode: string;
  engine: string;
  game: Record<string, unknown> & { nodeId: string; demo: boolean };
  balance: number;
  currencySymbol: string;
  decimals: number;
  fair: { serverSeedHash: string; clientSeed: string; nonce: number };
  limits: { minBet: number; maxBet: number; betSteps: number[] };
  rules: Record<string, unknown>;
}

export const SLOT = 'RNG-INHOUSE-SLOT';
export const DICE = 'RNG-INHOUSE-DICE';
export const CRASH = 'RNG-INHOUSE-CRASH';

export function inhouseApi(client: TestClient) {
  return {
    launch: (nodeId: string, token: string | null) => client.call<LaunchValue>('POST', '/wps/game/launchGame', { token, body: { nodeId, language: 'EN', platform: 'html5-desktop' } }),
    freePlay: (nodeId: string) => client.sealed<LaunchValue>('POST', '/wps/session/login/freeplay', { nodeId, os: 'Linux', platform: 'W' }),
    session: (ticket: string, token: string | null = null) => client.get<SessionValue>(`/wps/game/inhouse/session?ticket=${encodeURIComponent(ticket)}`, { token }),
    round: (body: Record<string, unknown>, token: string | null = null) => client.call<{ round: RoundValue; balance: number }>('POST', '/wps/game/inhouse/round', { token, body }),
    seed: (body: Record<string, unknown>, token: string | null = null) =>
      client.call<{ revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; lastNonce: number }; next: { serverSeedHash: string; clientSeed: string; nonce: number } }>(
        'POST',
        '/wps/game/inhouse/seed',
        { token, body },
      ),
    rounds: (ticket: string, token: string | null = null, limit?: number) =>
      client.get<{ list: RoundValue[] }>(`/wps/game/inhouse/rounds?ticket=${encodeURIComponent(ticket)}${limit ? `&limit=${limit}` : ''}`, { token }),
    verify: (query: Record<string, string | number | boolean>) =>
      client.get<{ serverSeedHash: string; result: Record<string, unknown>; multiplier: number }>(
        `/wps/game/inhouse/verify?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
      ),
    balance: async (token: string) => (await client.get<{ balance: number }>('/wps/v2/wallets/balance', { token })).body.value.balance,
    /** Sets a member's wallet to exactly `target` through the ops adjust call (the ledger). */
    async setBalance(account: string, token: string, target: number, key: string) {
      const delta = target - (await this.balance(token));
      if (delta === 0) return;
      const answer = await client.call('PUT', '/wps/admin/wallet/adjust', {
        body: { account, amount: delta, reason: 'test', idempotencyKey: key },
        headers: { 'Admin-Token': ADMIN_TOKEN },
      });
      if (answer.status !== 200) throw new Error(`adjust failed: ${JSON.stringify(answer.body)}`);
    },
  };
}

let requestCounter = 0;
/** A fresh requestId as the game page makes one. */
export function requestId(): string {
  requestCounter += 1;
  return `req-${process.pid}-${Date.now()}-${requestCounter}`;
}

/** The first game matching a condition on `g` (game) and `v` (game_vendor), written in portable SQL. */
export async function gameWhere(server: TestServer, where: string): Promise<{ id: number; node_id: string; engine: string; min_bet: number }> {
  const [row] = await rows(
    server,
    sql<{ id: number; node_id: string; engine: string; min_bet: number }>`SELECT g.id, g.node_id, g.engine, g.min_bet FROM game g JOIN game_vendor v ON v.code = g.vendor_code WHERE ${sql.raw(where)} ORDER BY g.id LIMIT 1`,
  );
  if (!row) throw new Error(`no game where ${where}`);
  return row;
}

export const PLAYABLE_THIRD_PARTY = "v.is_inhouse = 0 AND v.maintenance = 0 AND g.maintenance = 0 AND g.engine IN ('slot', 'dice', 'crash')";
