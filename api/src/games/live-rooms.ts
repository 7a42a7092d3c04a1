import type { Kysely } from 'kysely';
import type { LiveRoom, LiveTable, LiveTableStatus, RoomList } from '@portal/shared/contracts';
import type { Database } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Language } from '../http/messages';
import { gameName, toGameItem, type GameWithVendor } from './game-item';
import { hash32, prng } from './prng';
import { favoriteGameIdsAmong, findVendor, findVendorGamesOfType } from './queries';

type Db = Kysely<Database>;

/*
 * `GLS2_roomList`: a vendor's live rooms and tables, drawn from the seeded catalogue. The catalogue's
 * live games are the tables ("Baccarat 7"); a room is the vendor's tables of one kind ("Baccarat").
 * Everything is deterministic from the seed (prng.ts) and the clock, which is a parameter:
 * - limits, seat count and dealer roster come from the table's nodeId alone;
 * - the dealer works 20-minute shifts: each shift one table of every room of 2 or more tables rests
 *   (closed), and the dealers move on by one;
 * - a table changes its shoe (shuffling) in about one 5-minute slot in nine;
 * - seats taken move every 2 minutes; a table under maintenance (or its vendor) is closed.
 */

export const SHIFT_MS = 20 * 60_000;
const SHUFFLE_SLOT_MS = 5 * 60_000;
const SEAT_SLOT_MS = 2 * 60_000;

const DEALERS = [
  'Aye Chan', 'Su Su', 'May Thu', 'Hnin Wai', 'Thida', 'Nandar', 'Ei Mon', 'Khin Lay', 'Li Na', 'Chen Jing', 'Wang Fang', 'Zhao Min',
  'Sophia', 'Mia', 'Chloe', 'Grace', 'Emily', 'Anna', 'Bella', 'Nina',
] as const;

/** Seats at a table of each kind (the game's layout); others seat 12 players. */
const SEATS_OF_KIND: Readonly<Record<string, number>> = { Blackjack: 7, "Casino Hold'em": 7, 'Squeeze Baccarat': 9, Baccarat: 14, 'Speed Baccarat': 14 };
const DEFAULT_SEATS = 12;
/** The table limit over its minimum bet. */
const MAX_BET_FACTORS = [500, 1000, 2000] as const;

/** "Baccarat 7" → "Baccarat", "ဘက်ကာရက် 7" → "ဘက်ကာရက်", "百家乐 7" → "百家乐": the table's number is its last word. */
export const kindOf = (name: string) => name.replace(/\s+\S+$/u, '');

const slug = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_|_$/g, '');

interface Layout {
  dealers: number;
  seatsTotal: number;
  maxBet: number;
}

/** What the table's nodeId fixes: its dealer roster offset, seats and limit. */
function layoutOf(row: GameWithVendor): Layout {
  const rand = prng(hash32(`live:${row.node_id}`));
  const minBet = Number(row.min_bet);
  return {
    dealers: Math.floor(rand() * DEALERS.length),
    seatsTotal: SEATS_OF_KIND[kindOf(row.name_en)] ?? DEFAULT_SEATS,
    maxBet: minBet * MAX_BET_FACTORS[Math.floor(rand() * MAX_BET_FACTORS.length)]!,
  };
}

function tableOf(row: GameWithVendor, language: Language, resting: boolean, shift: number, nowMs: number, favorite: boolean): LiveTable {
  const layout = layoutOf(row);
  const maintenance = row.maintenance === 1 || row.vendor_maintenance === 1;
  const shuffling = prng(hash32(`shuffle:${row.node_id}:${Math.floor(nowMs / SHUFFLE_SLOT_MS)}`))() < 1 / 9;
  const status: LiveTableStatus = maintenance || resting ? 'closed' : shuffling ? 'shuffling' : 'open';
  const seatsTaken = status === 'closed' ? 0 : Math.floor(prng(hash32(`seats:${row.node_id}:${Math.floor(nowMs / SEAT_SLOT_MS)}`))() * (layout.seatsTotal + 1));
  return {
    tableId: row.node_id,
    tableName: gameName(row, language),
    status,
    dealerName: DEALERS[(layout.dealers + shift) % DEALERS.length]!,
    minBet: Number(row.min_bet),
    maxBet: layout.maxBet,
    seatsTaken,
    seatsTotal: layout.seatsTotal,
    game: toGameItem(row, language, favorite),
  };
}

/** The rooms of a vendor's live tables as of `now` (pure: the rows in the vendor's order). */
export function buildRooms(rows: readonly GameWithVendor[], language: Language, now: Date, favorites: ReadonlySet<number> = new Set()): LiveRoom[] {
  const nowMs = now.getTime();
  const shift = Math.floor(nowMs / SHIFT_MS);
  const byKind = new Map<string, GameWithVendor[]>();
  for (const row of rows) {
    const kind = kindOf(row.name_en);
    byKind.set(kind, [...(byKind.get(kind) ?? []), row]);
  }
  return [...byKind.entries()].map(([kind, tables]) => {
    const roomId = `${tables[0]!.vendor_code}-${slug(kind)}`;
    // One table of the room rests each shift (a room of one table never closes for a break).
    const resting = tables.length > 1 ? hash32(`${roomId}:${shift}`) % tables.length : -1;
    return {
      roomId,
      roomName: kindOf(gameName(tables[0]!, language)),
      tables: tables.map((row, i) => tableOf(row, language, i === resting, shift, nowMs, favorites.has(row.id))),
    };
  });
}

/** `GLS2_roomList`: unknown vendor → 404 `game.vendor.not.found`; a vendor without live tables has no rooms. */
export async function roomList(db: Db, rawCode: string, language: Language, memberId: number | null, now: Date): Promise<RoomList> {
  const vendor = await findVendor(db, rawCode.toUpperCase());
  if (!vendor) throw new ApiError(404, 'game.vendor.not.found', 'game.vendor.not.found');
  const rows = await findVendorGamesOfType(db, vendor.code, 'LIVE');
  const favorites = memberId === null ? new Set<number>() : await favoriteGameIdsAmong(db, memberId, rows.map((row) => row.id));
  return { vassalage: vendor.code, vendorName: vendor.name, serverTime: now.toISOString(), rooms: buildRooms(rows, language, now, favorites) };
}
