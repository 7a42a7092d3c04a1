import type { Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database, IsoTime, MerchantRow } from '../db/schema';
import { memberByAccount } from '../member';
import { mainWalletBalance } from '../wallet';
import { builtInAdapter } from './adapter';
import { isEngine, type EngineName } from './engines';
import { findGameByNodeId } from './queries';
import { checkRoundInput, settleRound, type RoundInput, type TicketSession } from './service';

/*
 * Seed step `games-demo-rounds`: so the winner board (GCSGAME_getRankList, built from bet_record) shows
 * real wins on a fresh site, the demo winner accounts (the seed step names them) play real rounds of
 * the in-house games through the round service itself: real engines and seeds, real ledger entries,
 * real bet records. The seeds are random, so each player simply plays a fixed rotation of bets until
 * they have WINS_PER_PLAYER wins (payout above the bet); with win chances of 10–50 % a round that takes
 * ~20 rounds a player.
 */

export const INHOUSE_NODE_IDS: Record<EngineName, string> = {
  slot: 'RNG-INHOUSE-SLOT',
  dice: 'RNG-INHOUSE-DICE',
  crash: 'RNG-INHOUSE-CRASH',
};

export const WINS_PER_PLAYER = 6;
const MAX_ROUNDS_PER_PLAYER = 400;

type Bet = Omit<RoundInput, 'requestId'> & { engine: EngineName };
/** A seeded player's round: the engine, the bet and the engine's choices (dice target, crash cash-out). */
export type SeedBet = Bet;

const ROTATION: readonly Bet[] = [
  { engine: 'crash', bet: 5000, crash: { cashOut: 300 } },
  { engine: 'dice', bet: 10000, dice: { target: 50, over: true } },
  { engine: 'slot', bet: 2000 },
  { engine: 'crash', bet: 2000, crash: { cashOut: 1000 } },
  { engine: 'dice', bet: 5000, dice: { target: 25, over: false } },
  { engine: 'slot', bet: 5000 },
  { engine: 'crash', bet: 10000, crash: { cashOut: 200 } },
];

type InhouseGames = Map<EngineName, NonNullable<Awaited<ReturnType<typeof findGameByNodeId>>>>;

async function inhouseGames(trx: Transaction<Database>): Promise<InhouseGames> {
  const games: InhouseGames = new Map();
  for (const [engine, nodeId] of Object.entries(INHOUSE_NODE_IDS) as [EngineName, string][]) {
    const game = await findGameByNodeId(trx, nodeId);
    if (game && game.engine === engine && isEngine(game.engine)) games.set(engine, game);
  }
  return games;
}

/** One round of a seated player at a given time: what was bet and paid, and the balance after; null without that table. */
export type SeedPlay = (bet: SeedBet, requestId: string, at: IsoTime) => Promise<{ bet: number; payout: number; balance: number } | null>;

/**
 * Seats a member at the three in-house tables for a seed that lays history over past days (the agent's
 * team, seed/demo-team.ts): each round goes through the round service itself at the time given (real
 * engine and seeds, ledger bet and payout, bet record, the team's day figures). Null without the
 * in-house catalogue. A bet the balance does not cover throws `wallet.insufficient`: check first.
 */
export async function seatAtInhouseTables(trx: Transaction<Database>, ctx: AppContext, merchant: Pick<MerchantRow, 'id'>, memberId: number): Promise<SeedPlay | null> {
  const games = await inhouseGames(trx);
  if (games.size === 0) return null;
  const sessions = new Map<EngineName, TicketSession>();
  for (const [engine, game] of games) {
    const { ticket, launch } = await builtInAdapter.launch(trx, { merchantId: merchant.id, memberId, game, engine, freePlay: false });
    if (launch.mode === 'real') sessions.set(engine, { ticket, launch, game, engine });
  }
  return async ({ engine, ...bet }, requestId, at) => {
    const open = sessions.get(engine);
    if (!open) return null;
    const input: RoundInput = { ...bet, requestId };
    const { round, balance } = await settleRound(trx, ctx, open, input, checkRoundInput(open, input), at);
    return { bet: round.bet, payout: round.payout, balance };
  };
}

/** Plays the rounds of the site's players (account names); returns how many winning rounds were played. */
export async function seedDemoRounds(trx: Transaction<Database>, ctx: AppContext, merchant: Pick<MerchantRow, 'id'>, players: readonly string[]): Promise<number> {
  const games = await inhouseGames(trx);
  // Without the in-house catalogue there is nothing to play (the games-catalogue step comes first).
  if (games.size === 0) return 0;

  let totalWins = 0;
  for (const [p, account] of players.entries()) {
    const member = await memberByAccount(trx, merchant.id, account);
    if (!member) continue;
    const sessions = new Map<EngineName, TicketSession>();
    for (const [engine, game] of games) {
      const { ticket, launch } = await builtInAdapter.launch(trx, { merchantId: merchant.id, memberId: member.id, game, engine, freePlay: false });
      if (launch.mode === 'real') sessions.set(engine, { ticket, launch, game, engine });
    }
    let wins = 0;
    for (let i = 0; wins < WINS_PER_PLAYER && i < MAX_ROUNDS_PER_PLAYER; i += 1) {
      const { engine, ...bet } = ROTATION[(i + p) % ROTATION.length]!;
      const open = sessions.get(engine);
      if (!open) continue;
      const balance = await mainWalletBalance(trx, member.id);
      if (balance === undefined || balance < bet.bet) break;
      const input: RoundInput = { ...bet, requestId: `seed-demo-round-${i}` };
      const { round } = await settleRound(trx, ctx, open, input, checkRoundInput(open, input));
      if (round.payout > round.bet) wins += 1;
    }
    totalWins += wins;
  }
  return totalWins;
}
