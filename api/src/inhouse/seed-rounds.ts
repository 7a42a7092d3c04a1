import type { Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database, MerchantRow } from '../db/schema';
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

const ROTATION: readonly Bet[] = [
  { engine: 'crash', bet: 5000, crash: { cashOut: 300 } },
  { engine: 'dice', bet: 10000, dice: { target: 50, over: true } },
  { engine: 'slot', bet: 2000 },
  { engine: 'crash', bet: 2000, crash: { cashOut: 1000 } },
  { engine: 'dice', bet: 5000, dice: { target: 25, over: false } },
  { engine: 'slot', bet: 5000 },
  { engine: 'crash', bet: 10000, crash: { cashOut: 200 } },
];

/** Plays the rounds of the site's players (account names); returns how many winning rounds were played. */
export async function seedDemoRounds(trx: Transaction<Database>, ctx: AppContext, merchant: Pick<MerchantRow, 'id'>, players: readonly string[]): Promise<number> {
  const games = new Map<EngineName, NonNullable<Awaited<ReturnType<typeof findGameByNodeId>>>>();
  for (const [engine, nodeId] of Object.entries(INHOUSE_NODE_IDS) as [EngineName, string][]) {
    const game = await findGameByNodeId(trx, nodeId);
    if (game && game.engine === engine && isEngine(game.engine)) games.set(engine, game);
  }
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
