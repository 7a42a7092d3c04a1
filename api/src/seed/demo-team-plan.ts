import { MEMBER_TYPE } from '@portal/shared/contracts';

/*
 * The demo agent's team (seed step `agent-team`, demo-team.ts): who is where in the tree, when they
 * joined and how they play. Built from a seeded PRNG, so every fresh database gets the same team and
 * the same plan of activity (the game outcomes are the engines' own, provably fair and random).
 */

/** Every team account logs in with this password. */
export const DEMO_TEAM_PASSWORD = 'Player1234';
/** How far back the team's history goes. */
export const DEMO_TEAM_DAYS = 60;
/** The PRNG seed of the plan. */
export const DEMO_TEAM_SEED = 0x7ea11;

export type Stake = 'small' | 'medium' | 'high';

export interface TeamMemberPlan {
  account: string;
  /** The upline's account (the demo agent at the top). */
  upline: string;
  type: number;
  affiliateCode?: string;
  /** 0: joined today. */
  joinedDaysAgo: number;
  stake: Stake;
  /** The chance of playing on a given day after joining. */
  playChance: number;
}

/** The sub-agents: three under the demo agent, two more one level further down. */
export const DEMO_SUB_AGENTS = [
  { account: 'ag01north', upline: 'agent01', affiliateCode: 'AG1101', joinedDaysAgo: 59 },
  { account: 'ag01south', upline: 'agent01', affiliateCode: 'AG1102', joinedDaysAgo: 56 },
  { account: 'ag01east', upline: 'agent01', affiliateCode: 'AG1103', joinedDaysAgo: 52 },
  { account: 'ag01north2', upline: 'ag01north', affiliateCode: 'AG1201', joinedDaysAgo: 46 },
  { account: 'ag01south2', upline: 'ag01south', affiliateCode: 'AG1202', joinedDaysAgo: 41 },
] as const;

/** How many players sit directly under each upline. */
const PLAYERS_UNDER: readonly [string, number][] = [
  ['agent01', 11],
  ['ag01north', 6],
  ['ag01south', 6],
  ['ag01east', 6],
  ['ag01north2', 4],
  ['ag01south2', 4],
];

const FIRST = ['aung', 'kyaw', 'min', 'thant', 'zaw', 'htet', 'naing', 'phyo', 'wai', 'hein', 'thura', 'myo', 'soe', 'nyein', 'hnin', 'ei', 'su', 'moe'];
const SECOND = ['lin', 'oo', 'htun', 'ko', 'zin', 'win', 'myat', 'thu', 'khaing', 'mon'];

export type Random = () => number;

/** mulberry32: small, fast and well spread; the same seed, the same team. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
export const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

/**
 * The team, uplines before their downlines. A few players joined today and yesterday (so today's
 * "new members" is not zero); the others joined any day after their upline.
 */
export function demoTeamPlan(random: Random): TeamMemberPlan[] {
  const plan: TeamMemberPlan[] = DEMO_SUB_AGENTS.map((agent) => ({ ...agent, type: MEMBER_TYPE.agent, stake: 'small', playChance: 0 }));
  const joinedOf = new Map<string, number>([['agent01', DEMO_TEAM_DAYS], ...DEMO_SUB_AGENTS.map((a) => [a.account, a.joinedDaysAgo] as [string, number])]);
  let n = 0;
  for (const [upline, count] of PLAYERS_UNDER) {
    for (let i = 0; i < count; i += 1) {
      const latest = (joinedOf.get(upline) ?? DEMO_TEAM_DAYS) - 1;
      const joinedDaysAgo = n === 0 || n === 20 ? 0 : n === 7 || n === 30 ? 1 : between(random, 2, latest);
      plan.push({
        account: `${FIRST[n % FIRST.length]}${SECOND[(n * 7) % SECOND.length]}${10 + n}`,
        upline,
        type: MEMBER_TYPE.member,
        joinedDaysAgo,
        stake: pick(random, ['small', 'small', 'medium', 'medium', 'high'] as const),
        playChance: 0.1 + random() * 0.25,
      });
      n += 1;
    }
  }
  return plan;
}

/** Bets and deposits (minor units) by stake. */
export const STAKES: Record<Stake, { bets: readonly number[]; deposits: readonly number[] }> = {
  small: { bets: [500, 1_000, 2_000], deposits: [100_000, 200_000, 300_000] },
  medium: { bets: [1_000, 2_000, 5_000, 10_000], deposits: [200_000, 500_000, 1_000_000] },
  high: { bets: [5_000, 10_000, 20_000, 50_000], deposits: [1_000_000, 2_000_000, 3_000_000] },
};
