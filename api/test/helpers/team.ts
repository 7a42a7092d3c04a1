import { sql } from 'kysely';
import { createMember } from '../../src/registration';
import type { Answer, TestClient } from './client';
import { rows } from './db';
import type { TestServer } from './server';

/*
 * The agent team tests' calls and their independent expectation: who is below an agent is worked out
 * here from `member.parent_id` (not from the closure table), the site day of a row from its ISO time
 * (Myanmar time, UTC+06:30), and every figure from the raw bet records and ledger legs, never from the
 * day figures the API keeps.
 */

export const AGENT_CALLS = {
  overview: '/wps/agent/team/overview',
  downline: '/wps/agent/team/downline',
  member: (id: number) => `/wps/agent/team/downline/${id}`,
  betting: '/wps/agent/report/teamBetting',
  profit: '/wps/agent/report/teamProfit',
  income: '/wps/agent/report/income',
  transactions: '/wps/agent/report/teamTransactions',
  openAccount: '/wps/agent/register',
  links: '/wps/agent/links',
  disableLink: (id: number) => `/wps/agent/links/${id}/disable`,
  transfer: '/wps/agent/transfer/downline',
  envelope: '/wps/agent/transfer/redEnvelope',
  transferUpline: '/wps/transaction/transferUpline',
} as const;

/*
 * Account opening, links and transfers (agent-accounts, agent-links, agent-transfers tests): members
 * made straight through `createMember` (the path registration takes), money through the ledger.
 */

export const TEAM_PASSWORD = 'Secret123';
export const PAY_PASSWORD = '246810';

/** A member of the demo site under `parentId` (null: a root), with an optional opening balance. */
export async function teamMember(server: TestServer, account: string, type: number, parentId: number | null, options: { affiliateCode?: string; balance?: number } = {}): Promise<number> {
  const ctx = server.app.portal;
  const row = await createMember(ctx, { merchantId: 1, account, nickname: account, type, password: TEAM_PASSWORD, parentId, affiliateCode: options.affiliateCode });
  if (options.balance) await ctx.ledger.post({ memberId: row.id, amount: options.balance, kind: 'seed', idempotencyKey: `team-open:${account}` });
  return row.id;
}

/** Sets the member's payment password through the security centre's call. */
export async function setPayPassword(client: TestClient, token: string, password = PAY_PASSWORD): Promise<void> {
  const answer = await client.sealed('POST', '/wps/member/password/payment', { paymentPassword: password, confirmPaymentPassword: password }, { token });
  if (answer.status !== 200) throw new Error(`payment password: ${JSON.stringify(answer.body)}`);
}

/** An E call of the agent centre (account opening, transfers), as the browser seals it. */
export function sealedCall<T = Record<string, unknown>>(client: TestClient, token: string | null, method: string, path: string, body: unknown): Promise<Answer<T>> {
  return client.sealed<T>(method, path, body, { token });
}

/** The count of ledger movements and member messages: what a refused money call must leave as it was. */
export async function moneyCounts(server: TestServer): Promise<{ txns: number; entries: number; messages: number }> {
  const [row] = await rows(server, sql<{ txns: number; entries: number; messages: number }>`
    SELECT (SELECT COUNT(*) FROM ledger_txn) AS txns, (SELECT COUNT(*) FROM ledger_entry) AS entries, (SELECT COUNT(*) FROM member_message) AS messages`);
  return { txns: Number(row?.txns), entries: Number(row?.entries), messages: Number(row?.messages) };
}

export function agentApi(client: TestClient, token: string | null) {
  return <T = Record<string, unknown>>(path: string, query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
    return client.get<T>(search ? `${path}?${search}` : path, { token });
  };
}

/** The site day of an ISO-8601 UTC time, by hand. */
export const siteDayOfIso = (iso: string) => new Date(Date.parse(iso) + 390 * 60_000).toISOString().slice(0, 10);
export const todayOnSite = () => siteDayOfIso(new Date().toISOString());
export const daysBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/** Everyone below `agentId` with their level, by walking `parent_id` downwards. */
export async function downlineByParent(server: TestServer, agentId: number): Promise<Map<number, number>> {
  const members = await rows(server, sql<{ id: number; parent_id: number | null }>`SELECT id, parent_id FROM member`);
  const children = new Map<number, number[]>();
  for (const m of members) if (m.parent_id !== null) children.set(m.parent_id, [...(children.get(m.parent_id) ?? []), m.id]);
  const levels = new Map<number, number>();
  const walk = (id: number, level: number) => {
    for (const child of children.get(id) ?? []) {
      levels.set(child, level);
      walk(child, level + 1);
    }
  };
  walk(agentId, 1);
  return levels;
}

export interface Raw {
  member: number;
  day: string;
  betCount: number;
  betAmount: number;
  validBet: number;
  payout: number;
  deposits: number;
  withdrawals: number;
  bonuses: number;
  transfersIn: number;
  transfersOut: number;
  joined: number;
}

const empty = (member: number, day: string): Raw => ({ member, day, betCount: 0, betAmount: 0, validBet: 0, payout: 0, deposits: 0, withdrawals: 0, bonuses: 0, transfersIn: 0, transfersOut: 0, joined: 0 });

/** Every member's figures per site day, from the raw rows. */
export async function rawDays(server: TestServer): Promise<Map<string, Raw>> {
  const byKey = new Map<string, Raw>();
  const at = (member: number, iso: string) => {
    const day = siteDayOfIso(iso);
    const key = `${member}|${day}`;
    if (!byKey.has(key)) byKey.set(key, empty(member, day));
    return byKey.get(key)!;
  };
  for (const m of await rows(server, sql<{ id: number; created_at: string }>`SELECT id, created_at FROM member`)) at(m.id, m.created_at).joined = 1;
  const bets = await rows(server, sql<{ member_id: number; created_at: string; bet_amount: number; valid_bet: number; payout: number }>`
    SELECT member_id, created_at, bet_amount, valid_bet, payout FROM bet_record`);
  for (const b of bets) {
    const r = at(b.member_id, b.created_at);
    r.betCount += 1;
    r.betAmount += Number(b.bet_amount);
    r.validBet += Number(b.valid_bet);
    r.payout += Number(b.payout);
  }
  const legs = await rows(server, sql<{ member_id: number; created_at: string; kind: string; amount: number }>`
    SELECT w.member_id, e.created_at, e.kind, e.amount FROM ledger_entry e JOIN wallet w ON w.id = e.wallet_id`);
  for (const leg of legs) {
    const r = at(leg.member_id, leg.created_at);
    const amount = Number(leg.amount);
    if (leg.kind === 'deposit') r.deposits += amount;
    else if (leg.kind === 'withdrawal' || leg.kind === 'withdrawal.refund') r.withdrawals -= amount;
    else if (leg.kind === 'bonus') r.bonuses += amount;
    else if (leg.kind.startsWith('transfer.') && amount > 0) r.transfersIn += amount;
    else if (leg.kind.startsWith('transfer.')) r.transfersOut -= amount;
  }
  return byKey;
}

export interface Expected {
  newMembers: number;
  activeMembers: number;
  betCount: number;
  betAmount: number;
  validBet: number;
  payout: number;
  deposits: number;
  withdrawals: number;
  bonuses: number;
  profit: number;
}

/** The team's figures over [from, to] (and per member), for the members of `team`. */
export function expectedFigures(days: Map<string, Raw>, team: ReadonlySet<number>, from: string, to: string) {
  const perMember = new Map<number, Raw>();
  const active = new Set<number>();
  const total: Expected = { newMembers: 0, activeMembers: 0, betCount: 0, betAmount: 0, validBet: 0, payout: 0, deposits: 0, withdrawals: 0, bonuses: 0, profit: 0 };
  for (const r of days.values()) {
    if (!team.has(r.member) || r.day < from || r.day > to) continue;
    const m = perMember.get(r.member) ?? empty(r.member, '');
    for (const key of ['betCount', 'betAmount', 'validBet', 'payout', 'deposits', 'withdrawals', 'bonuses', 'transfersIn', 'transfersOut', 'joined'] as const) m[key] += r[key];
    perMember.set(r.member, m);
    if (r.betCount > 0) active.add(r.member);
    total.newMembers += r.joined;
    total.betCount += r.betCount;
    total.betAmount += r.betAmount;
    total.validBet += r.validBet;
    total.payout += r.payout;
    total.deposits += r.deposits;
    total.withdrawals += r.withdrawals;
    total.bonuses += r.bonuses;
  }
  total.activeMembers = active.size;
  total.profit = total.payout + total.bonuses - total.betAmount;
  return { total, perMember };
}
