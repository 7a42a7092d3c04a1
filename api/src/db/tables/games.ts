import type { Generated } from 'kysely';
import type { Flag, IsoTime } from './common';

/* Games, launches, in-house rounds and bet records (api/src/games, api/src/inhouse). */

/* Games. Category codes (`game_type`) are those of spec §2; `engine` is the in-house engine
 * that plays a game (`slot`, `dice`, `crash`). */

export interface GameVendorTable {
  code: string;
  name: string;
  sort: number;
  /** A vendor group: its games open in the game popup list. */
  is_group: Flag;
  is_inhouse: Flag;
  maintenance: Flag;
  /** The artwork's colour, `#rrggbb`. */
  color: string;
  created_at: IsoTime;
}

/** Bumped by triggers on every change of `game` or `game_vendor` (migration 0017). One row, id 1. */
export interface CatalogueVersionTable {
  id: number;
  version: string | number;
}

export interface GameVendorCategoryTable {
  vendor_code: string;
  game_type: string;
  sort: number;
}

export interface GameTable {
  id: Generated<number>;
  node_id: string;
  vendor_code: string;
  game_type: string;
  game_code: string;
  name_my: string;
  name_en: string;
  name_cn: string;
  /** Lower-cased names in every language and the game code, for the search. */
  search_text: string;
  /** JP, TG, AC, BG or null. */
  sub_category: string | null;
  engine: string;
  is_hot: Flag;
  is_new: Flag;
  min_bet: number;
  lines: number;
  maintenance: Flag;
  free_play: Flag;
  sort: number;
  art_version: number;
  created_at: IsoTime;
}

export interface FavoriteGameTable {
  member_id: number;
  game_id: number;
  created_at: IsoTime;
}

export interface GameLaunchTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the launch ticket. */
  ticket_hash: string;
  merchant_id: number;
  /** Null for a guest's free play. */
  member_id: number | null;
  game_id: number;
  /** real (wallet money) or demo (the ticket's own credits). */
  mode: string;
  demo_balance: number;
  created_at: IsoTime;
  expires_at: IsoTime;
}

export interface FairSeedTable {
  id: Generated<number>;
  /** The owner: a member for real play, or a demo launch. */
  member_id: number | null;
  launch_id: number | null;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** Rounds played with this pair so far (the next round's nonce). */
  nonce: number;
  active: Flag;
  created_at: IsoTime;
  revealed_at: IsoTime | null;
}

export interface GameRoundTable {
  id: Generated<number>;
  launch_id: number;
  member_id: number | null;
  game_id: number;
  seed_id: number;
  nonce: number;
  engine: string;
  mode: string;
  request_id: string;
  bet: number;
  /** ×100 (250 = 2.50×). */
  multiplier: number;
  payout: number;
  /** JSON: the player's choices (dice target, crash cash-out). */
  params: string;
  /** JSON: the engine's result. */
  result: string;
  created_at: IsoTime;
}

/** A rocket flight with a manual cash-out (migration 0042-crash-flight); times in epoch ms. */
export interface CrashFlightTable {
  round_id: number;
  /** ×100, hidden until the flight is settled. */
  crash_point: number;
  auto_cash_out: number | null;
  started_at: number;
  /** When the flight ends by itself: its crash, or its automatic exit when that comes first. */
  decide_at: number;
  settled_at: IsoTime | null;
}

export interface BetRecordTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  game_id: number;
  vendor_code: string;
  game_type: string;
  /** The in-house round behind it; a connected vendor's bets would have none. */
  round_id: number | null;
  bet_amount: number;
  valid_bet: number;
  payout: number;
  /** payout − bet_amount, from the player's side. */
  win_loss: number;
  /** settled */
  status: string;
  created_at: IsoTime;
}
