import type { Transaction } from 'kysely';
import { addSiteDays, siteDay, siteDayStart } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import type { Database, MerchantRow } from '../db/schema';
import { normalizeAffiliateCode } from '../agent';
import { historicalCard, historicalOrderNo, recordPaidDeposit, recordWithdrawal } from '../funds';
import { seatAtInhouseTables, type SeedBet, type SeedPlay } from '../inhouse';
import { changeMember, memberByAccount } from '../member';
import { addMember } from '../registration';
import { between, DEMO_TEAM_DAYS, DEMO_TEAM_SEED, demoTeamPlan, pick, seededRandom, STAKES, type TeamMemberPlan } from './demo-team-plan';

/*
 * Seed step `agent-team`: the demo agent's team (demo-team-plan.ts) and 60 days of its history, day
 * by day, through the real paths: members through `addMember` (so the tree and "new members" are
 * kept as a registration keeps them), rounds through the in-house round service, deposits and
 * withdrawals as their orders and ledger movements, bonuses and transfers to the upline through the
 * ledger. The clock (`now`) and the PRNG are injected, so a test can replay the plan. Events of a day
 * are spread over its hours in order, and every wallet's entries follow its own time line.
 */

type Trx = Transaction<Database>;

const HOUR_MS = 3_600_000;
/** The team's bonus to each agent: this share of its team's valid bet of the week, every Monday. */
const COMMISSION_RATE = 0.005;

interface Seat {
  plan: TeamMemberPlan;
  id: number;
  /** A player: the agents above it, nearest first (they earn its commission). An agent: itself, then those. */
  agents: number[];
  play: SeedPlay | null;
  balance: number;
  deposited: boolean;
  rounds: number;
  lastPlayedAt: string | null;
}

export interface TeamSeedOptions {
  now?: number;
  seed?: number;
  /** The team password's hash (hashed before the transaction; scrypt is slow on purpose). */
  passwordHash: string;
}

/** What a day holds, in order; each gets its own time once the day is planned. */
type Event = { kind: 'join'; plan: TeamMemberPlan } | { kind: 'play'; account: string } | { kind: 'commission'; agentId: number };

export async function seedDemoTeam(trx: Trx, ctx: AppContext, merchant: MerchantRow, options: TeamSeedOptions): Promise<number> {
  const now = options.now ?? Date.now();
  const random = seededRandom(options.seed ?? DEMO_TEAM_SEED);
  const top = await memberByAccount(trx, merchant.id, 'agent01');
  if (!top) return 0;
  const plan = demoTeamPlan(random);
  const channels = await trx.selectFrom('deposit_channel').select(['id', 'min_amount', 'max_amount']).where('merchant_id', '=', merchant.id).where('enabled', '=', 1).orderBy('sort').execute();
  const seats = new Map<string, Seat>();
  const ids = new Map<string, number>([['agent01', top.id]]);
  const weekly = new Map<number, number>([[top.id, 0]]);
  let serial = 0;
  const next = () => String((serial += 1)).padStart(4, '0') + String(between(random, 0, 999_999)).padStart(6, '0');

  async function join(member: TeamMemberPlan, at: string): Promise<void> {
    const uplineId = ids.get(member.upline);
    if (uplineId === undefined) throw new Error(`team plan: ${member.account} comes before its upline`);
    const row = await addMember(
      trx,
      {
        merchantId: merchant.id,
        account: member.account,
        nickname: member.account,
        type: member.type,
        passwordHash: options.passwordHash,
        parentId: uplineId,
        affiliateCode: member.affiliateCode ? normalizeAffiliateCode(member.affiliateCode) : null,
      },
      at,
    );
    ids.set(member.account, row.id);
    // Uplines are agents: a sub-agent's seat starts its own chain, the demo agent has none.
    const chain = seats.get(member.upline)?.agents ?? [uplineId];
    const isAgent = member.playChance === 0;
    if (isAgent) weekly.set(row.id, 0);
    const play = isAgent ? null : await seatAtInhouseTables(trx, ctx, merchant, row.id);
    seats.set(member.account, { plan: member, id: row.id, agents: isAgent ? [row.id, ...chain] : chain, play, balance: 0, deposited: false, rounds: 0, lastPlayedAt: null });
  }

  async function deposit(seat: Seat, at: string): Promise<void> {
    const amount = pick(random, STAKES[seat.plan.stake].deposits);
    const channel = pick(random, channels.filter((c) => Number(c.min_amount) <= amount && amount <= Number(c.max_amount)));
    if (!channel) return;
    const orderNo = historicalOrderNo('D', at, next());
    await recordPaidDeposit(trx, ctx, { merchantId: merchant.id, memberId: seat.id, channelId: channel.id, amount, orderNo, at });
    seat.balance += amount;
    if (!seat.deposited) {
      // The welcome bonus of a first deposit: 10 %, at most K 500.
      const bonus = Math.min(50_000, Math.floor(amount / 10));
      await ctx.ledger.postInTransaction(trx, { memberId: seat.id, amount: bonus, kind: 'bonus', reference: `first-deposit:${orderNo}`, idempotencyKey: `seed-team:bonus:${orderNo}`, at });
      seat.balance += bonus;
      seat.deposited = true;
    }
  }

  function nextBet(seat: Seat): SeedBet {
    const bet = pick(random, STAKES[seat.plan.stake].bets);
    const engine = pick(random, ['slot', 'dice', 'crash'] as const);
    if (engine === 'dice') return { engine, bet, dice: pick(random, [{ target: 50, over: true }, { target: 30, over: false }, { target: 75, over: true }]) };
    if (engine === 'crash') return { engine, bet, crash: { cashOut: pick(random, [150, 200, 300, 500]) } };
    return { engine, bet };
  }

  async function session(seat: Seat, at: number): Promise<void> {
    const iso = (offsetSeconds: number) => new Date(at + offsetSeconds * 1000).toISOString();
    const { bets } = STAKES[seat.plan.stake];
    if (seat.balance < 3 * Math.max(...bets)) await deposit(seat, iso(0));
    const rounds = between(random, 1, 4);
    for (let i = 0; i < rounds && seat.play; i += 1) {
      const bet = nextBet(seat);
      if (seat.balance < bet.bet) break;
      const played = await seat.play(bet, `seed-team-${seat.id}-${(seat.rounds += 1)}`, iso(10 + i * 40));
      if (!played) continue;
      seat.balance = played.balance;
      seat.lastPlayedAt = iso(10 + i * 40);
      for (const agentId of seat.agents) weekly.set(agentId, (weekly.get(agentId) ?? 0) + played.bet);
    }
    const after = iso(10 + rounds * 40 + 30);
    if (seat.balance >= 400_000 && random() < 0.25) {
      const amount = Math.min(5_000_000, Math.floor((seat.balance * 0.6) / 10_000) * 10_000);
      const cardId = await historicalCard(trx, { id: seat.id, name: seat.plan.account }, pick(random, ['KBZ', 'AYA', 'CB', 'KBZPAY', 'WAVEPAY']), `90${String(seat.id).padStart(8, '0')}`, after);
      const rejected = random() < 0.1;
      await recordWithdrawal(trx, ctx, { merchantId: merchant.id, memberId: seat.id, cardId, amount, orderNo: historicalOrderNo('W', after, next()), at: after, rejected });
      if (!rejected) seat.balance -= amount;
    } else if (seat.balance >= 100_000 && random() < 0.08) {
      await transferUp(seat, Math.floor(seat.balance / 1000) * 100, after);
    }
  }

  /** As `transferUpline` moves it (wallet/service.ts): MAIN to the upline's MAIN, no house leg. */
  async function transferUp(seat: Seat, amount: number, at: string): Promise<void> {
    const uplineId = ids.get(seat.plan.upline);
    if (uplineId === undefined || amount <= 0) return;
    await ctx.ledger.transfer(trx, {
      kind: 'transfer.upline',
      reference: `upline:${seat.plan.account}>${seat.plan.upline}`,
      idempotencyKey: `seed-team:upline:${seat.id}:${at}`,
      at,
      legs: [
        { memberId: seat.id, amount: -amount, reference: `upline:${seat.plan.upline}` },
        { memberId: uplineId, amount, reference: `downline:${seat.plan.account}` },
      ],
    });
    seat.balance -= amount;
  }

  async function commission(agentId: number, day: string, at: string): Promise<void> {
    const amount = Math.floor((weekly.get(agentId) ?? 0) * COMMISSION_RATE);
    weekly.set(agentId, 0);
    if (amount <= 0) return;
    await ctx.ledger.postInTransaction(trx, { memberId: agentId, amount, kind: 'bonus', reference: `team-commission:${day}`, idempotencyKey: `seed-team:commission:${agentId}:${day}`, at });
  }

  const today = siteDay(now);
  for (let daysAgo = DEMO_TEAM_DAYS; daysAgo >= 0; daysAgo -= 1) {
    const day = addSiteDays(today, -daysAgo);
    const events: Event[] = [];
    // Mondays: last week's commission to every agent of the team, first thing.
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === 1) for (const agentId of weekly.keys()) events.push({ kind: 'commission', agentId });
    for (const member of plan) if (member.joinedDaysAgo === daysAgo) events.push({ kind: 'join', plan: member });
    for (const member of plan) {
      if (member.playChance === 0 || member.joinedDaysAgo < daysAgo) continue;
      // Today is busier, so a fresh site's "today" has numbers whatever the hour.
      if (random() < (daysAgo === 0 ? Math.max(0.6, member.playChance) : member.playChance)) events.push({ kind: 'play', account: member.account });
    }
    const times = spread(day, daysAgo === 0 ? now : null, events.length);
    for (const [i, event] of events.entries()) {
      const at = times[i]!;
      if (event.kind === 'join') await join(event.plan, new Date(at).toISOString());
      else if (event.kind === 'commission') await commission(event.agentId, day, new Date(at).toISOString());
      else {
        const seat = seats.get(event.account);
        if (seat) await session(seat, at);
      }
    }
  }

  // The logins that would have come with the play: the last round's time; agents, a recent visit.
  for (const seat of seats.values()) {
    const lastLogin = seat.lastPlayedAt ?? (seat.plan.playChance === 0 ? new Date(now - between(random, 1, 72) * HOUR_MS).toISOString() : null);
    if (lastLogin) await changeMember(trx, seat.id, { last_login_at: lastLogin, first_time_login: 0 });
  }
  return seats.size;
}

/**
 * `count` instants over a day in order: 07:00 to 23:00 site time, or for today from the day's start
 * up to a little before `until` (each event keeps a few minutes for its rounds).
 */
function spread(day: string, until: number | null, count: number): number[] {
  const start = siteDayStart(day);
  let from = start + 7 * HOUR_MS;
  let to = start + 23 * HOUR_MS;
  if (until !== null) {
    const elapsed = Math.max(0, until - start);
    from = start + Math.min(7 * HOUR_MS, elapsed / 10);
    to = Math.min(to, until - Math.min(10 * 60_000, elapsed / 5));
  }
  const step = Math.max(0, to - from) / (count + 1);
  return Array.from({ length: count }, (_, i) => Math.floor(from + step * (i + 1)));
}
