import { sql, type Kysely } from 'kysely';
import type { BetRecordTable, Database, FairSeedRow, GameLaunchRow, GameRoundRow, IsoTime } from '../db/schema';
import type { Insertable } from 'kysely';
import type { GameWithVendor } from '../games';

type Db = Kysely<Database>;

/* The in-house adapter's SQL. Every function takes a Kysely instance or a transaction: inside a
 * transaction every statement must go through it (SQLite has one connection). */

function gamesWithVendor(db: Db) {
  return db
    .selectFrom('game')
    .innerJoin('game_vendor', 'game_vendor.code', 'game.vendor_code')
    .selectAll('game')
    .select(['game_vendor.name as vendor_name', 'game_vendor.maintenance as vendor_maintenance', 'game_vendor.is_inhouse as vendor_inhouse']);
}

export async function findGameByNodeId(db: Db, nodeId: string): Promise<GameWithVendor | undefined> {
  return gamesWithVendor(db).where('game.node_id', '=', nodeId).executeTakeFirst();
}

export async function findGameById(db: Db, id: number): Promise<GameWithVendor | undefined> {
  return gamesWithVendor(db).where('game.id', '=', id).executeTakeFirst();
}

/** Hot games that can be played now (neither they nor their vendor under maintenance). */
export async function playableHotGames(db: Db, limit: number): Promise<GameWithVendor[]> {
  return gamesWithVendor(db)
    .where('game.is_hot', '=', 1)
    .where('game.maintenance', '=', 0)
    .where('game_vendor.maintenance', '=', 0)
    .orderBy('game.sort')
    .orderBy('game.id')
    .limit(limit)
    .execute();
}

export async function favoriteGameIds(db: Db, memberId: number, gameIds: number[]): Promise<Set<number>> {
  if (gameIds.length === 0) return new Set();
  const rows = await db.selectFrom('favorite_game').select('game_id').where('member_id', '=', memberId).where('game_id', 'in', gameIds).execute();
  return new Set(rows.map((row) => row.game_id));
}

export async function insertLaunch(
  db: Db,
  values: { ticketHash: string; merchantId: number; memberId: number | null; gameId: number; mode: string; demoBalance: number; now: IsoTime; expiresAt: IsoTime },
): Promise<GameLaunchRow> {
  return db
    .insertInto('game_launch')
    .values({
      ticket_hash: values.ticketHash,
      merchant_id: values.merchantId,
      member_id: values.memberId,
      game_id: values.gameId,
      mode: values.mode,
      demo_balance: values.demoBalance,
      created_at: values.now,
      expires_at: values.expiresAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findLiveLaunch(db: Db, ticketHash: string, now: IsoTime): Promise<GameLaunchRow | undefined> {
  return db.selectFrom('game_launch').selectAll().where('ticket_hash', '=', ticketHash).where('expires_at', '>', now).executeTakeFirst();
}

export async function demoBalanceOf(db: Db, launchId: number): Promise<number> {
  const row = await db.selectFrom('game_launch').select('demo_balance').where('id', '=', launchId).executeTakeFirstOrThrow();
  return Number(row.demo_balance);
}

/**
 * Settles a demo round on the ticket's credits: −bet + payout, only while the credits cover the bet
 * (one conditional statement, so parallel rounds cannot overdraw). Undefined when refused.
 */
export async function applyDemoRound(db: Db, launchId: number, bet: number, payout: number): Promise<number | undefined> {
  const row = await db
    .updateTable('game_launch')
    .set({ demo_balance: sql<number>`demo_balance - ${bet} + ${payout}` })
    .where('id', '=', launchId)
    .where('demo_balance', '>=', bet)
    .returning('demo_balance')
    .executeTakeFirst();
  return row ? Number(row.demo_balance) : undefined;
}

/** Whose seed pair: a member's (real play, every in-house game) or a demo launch's. */
export type SeedOwner = { memberId: number; launchId: null } | { memberId: null; launchId: number };

function ownedBy(db: Db, owner: SeedOwner) {
  const query = db.selectFrom('fair_seed').selectAll();
  return owner.launchId !== null
    ? query.where('launch_id', '=', owner.launchId)
    : query.where('member_id', '=', owner.memberId).where('launch_id', 'is', null);
}

/** The owner's active pair; the oldest when a race left two (the other is retired by ensureSeed). */
export async function findActiveSeed(db: Db, owner: SeedOwner): Promise<FairSeedRow | undefined> {
  return ownedBy(db, owner).where('active', '=', 1).orderBy('id').limit(1).executeTakeFirst();
}

export async function insertSeed(
  db: Db,
  owner: SeedOwner,
  seed: { serverSeed: string; serverSeedHash: string; clientSeed: string; now: IsoTime },
): Promise<FairSeedRow> {
  return db
    .insertInto('fair_seed')
    .values({
      member_id: owner.memberId,
      launch_id: owner.launchId,
      server_seed: seed.serverSeed,
      server_seed_hash: seed.serverSeedHash,
      client_seed: seed.clientSeed,
      nonce: 0,
      active: 1,
      created_at: seed.now,
      revealed_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Retires unused active pairs of the owner other than `keepId` (left by two lazy creations racing). */
export async function retireStraySeeds(db: Db, owner: SeedOwner, keepId: number): Promise<void> {
  let query = db.updateTable('fair_seed').set({ active: 0 }).where('active', '=', 1).where('nonce', '=', 0).where('id', '!=', keepId);
  query = owner.launchId !== null ? query.where('launch_id', '=', owner.launchId) : query.where('member_id', '=', owner.memberId).where('launch_id', 'is', null);
  await query.execute();
}

/**
 * Takes the pair's next nonce atomically: the row's counter is raised in one statement and the raised
 * value returned, so two rounds can never share a nonce. Undefined when the pair was rotated meanwhile.
 */
export async function takeNonce(db: Db, seedId: number): Promise<FairSeedRow | undefined> {
  return db
    .updateTable('fair_seed')
    .set({ nonce: sql<number>`nonce + 1` })
    .where('id', '=', seedId)
    .where('active', '=', 1)
    .returningAll()
    .executeTakeFirst();
}

/** Retires and reveals every other active pair of the owner (two first rounds racing on PostgreSQL can each make one). */
export async function revealOtherActiveSeeds(db: Db, owner: SeedOwner, now: IsoTime): Promise<void> {
  let query = db.updateTable('fair_seed').set({ active: 0, revealed_at: now }).where('active', '=', 1);
  query = owner.launchId !== null ? query.where('launch_id', '=', owner.launchId) : query.where('member_id', '=', owner.memberId).where('launch_id', 'is', null);
  await query.execute();
}

/** Retires the active pair and shows its server seed; undefined when another call retired it first. */
export async function revealSeed(db: Db, seedId: number, now: IsoTime): Promise<FairSeedRow | undefined> {
  return db.updateTable('fair_seed').set({ active: 0, revealed_at: now }).where('id', '=', seedId).where('active', '=', 1).returningAll().executeTakeFirst();
}

export type RoundWithSeed = GameRoundRow & { server_seed: string; server_seed_hash: string; client_seed: string; revealed_at: IsoTime | null };

function roundsWithSeed(db: Db) {
  return db
    .selectFrom('game_round')
    .innerJoin('fair_seed', 'fair_seed.id', 'game_round.seed_id')
    .selectAll('game_round')
    .select(['fair_seed.server_seed', 'fair_seed.server_seed_hash', 'fair_seed.client_seed', 'fair_seed.revealed_at']);
}

export async function findRoundByRequest(db: Db, launchId: number, requestId: string): Promise<RoundWithSeed | undefined> {
  return roundsWithSeed(db).where('game_round.launch_id', '=', launchId).where('game_round.request_id', '=', requestId).executeTakeFirst();
}

export async function findRoundById(db: Db, id: number): Promise<RoundWithSeed> {
  return roundsWithSeed(db).where('game_round.id', '=', id).executeTakeFirstOrThrow();
}

/** Newest first: a demo ticket's rounds, or a member's real rounds of one game (across launches). */
export async function listRounds(db: Db, scope: { launchId: number } | { memberId: number; gameId: number }, limit: number): Promise<RoundWithSeed[]> {
  let query = roundsWithSeed(db);
  query =
    'launchId' in scope
      ? query.where('game_round.launch_id', '=', scope.launchId)
      : query.where('game_round.member_id', '=', scope.memberId).where('game_round.game_id', '=', scope.gameId).where('game_round.mode', '=', 'real');
  // A rocket still in the air is no round of the history yet: its result is written when it ends.
  query = query.where(({ not, exists, selectFrom }) =>
    not(exists(selectFrom('crash_flight').select('crash_flight.round_id').whereRef('crash_flight.round_id', '=', 'game_round.id').where('crash_flight.settled_at', 'is', null))),
  );
  return query.orderBy('game_round.id', 'desc').limit(limit).execute();
}

export async function insertRound(db: Db, round: Omit<GameRoundRow, 'id'>): Promise<GameRoundRow> {
  return db.insertInto('game_round').values(round).returningAll().executeTakeFirstOrThrow();
}

export async function insertBetRecord(db: Db, record: Insertable<BetRecordTable>): Promise<void> {
  await db.insertInto('bet_record').values(record).execute();
}

/**
 * True while a rocket flight of the seed pair is in the air at `now`: revealing the seed would tell its
 * crash point. A flight whose end has come is not, settled or not: its outcome no longer depends on
 * anything the player can do.
 */
export async function hasOpenFlight(db: Db, seedId: number, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('crash_flight')
    .innerJoin('game_round', 'game_round.id', 'crash_flight.round_id')
    .select('crash_flight.round_id')
    .where('game_round.seed_id', '=', seedId)
    .where('crash_flight.settled_at', 'is', null)
    .where('crash_flight.decide_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}
