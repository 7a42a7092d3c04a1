import type { Generated } from 'kysely';
import type { Flag, IsoTime } from './common';

/* The lottery (api/src/lottery, migration 0018-lottery). */

/** One draw of a game: scheduled ahead with its seed's hash, drawn once (`status`), settled once. */
export interface LotteryDrawTable {
  id: Generated<number>;
  game_code: string;
  numero: string;
  province_code: string | null;
  open_at: IsoTime;
  lock_at: IsoTime;
  draw_at: IsoTime;
  server_seed: string;
  server_seed_hash: string;
  /** open | drawn */
  status: string;
  /** JSON: the prize lines, once drawn. */
  result: string | null;
  drawn_at: IsoTime | null;
  /** When its last open bet was settled. */
  settled_at: IsoTime | null;
  /** One instance settles a draw at a time: it holds this lease until then. */
  settling_until: IsoTime | null;
}

/** A slip: its bets on one draw, or on several with a chase; paid in one ledger movement. */
export interface LotteryOrderTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  game_code: string;
  request_id: string;
  chase_draws: number;
  win_stop: Flag;
  total_amount: number;
  created_at: IsoTime;
}

/** One selection of a slip on one draw (a sub-order). */
export interface LotteryBetTable {
  id: Generated<number>;
  order_id: number;
  merchant_id: number;
  member_id: number;
  draw_id: number;
  game_code: string;
  numero: string;
  play_id: string;
  selection: string;
  unit_price: number;
  multiple: number;
  amount: number;
  /** Percent of full odds the bet was accepted at (the number's exposure steps). */
  odds_percent: number;
  potential_win: number;
  win_amount: number;
  /** open | won | lost | cancelled | stopped */
  status: string;
  created_at: IsoTime;
  settled_at: IsoTime | null;
}

/** What a draw may owe on one selection of one play (`exposure_key` = `<playId>:<selection>`). */
export interface LotteryExposureTable {
  draw_id: number;
  exposure_key: string;
  amount: number;
}
