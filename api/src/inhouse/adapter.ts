import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { GameLaunch, LaunchMode } from '@portal/shared/contracts';
import { sha256Hex } from '../crypto/token';
import type { Database, GameLaunchRow } from '../db/schema';
import { isoIn, isoNow } from '../db/time';
import type { GameWithVendor } from '../games';
import type { EngineName } from './engines';
import { insertLaunch } from './queries';

/*
 * Vendor adapters: how a catalogue game is launched. A connected vendor's adapter would answer that
 * vendor's own game URL (its lobby, opened with a session it calls back into our wallet for).
 *
 * No vendor is connected in this environment: there are no vendor accounts, credentials or endpoints
 * to call, and a demo must not send players to a third party. So every game launches into the
 * built-in adapter: in-house games (`game_vendor.is_inhouse = 1`) play `real` for a member (wallet
 * money through the ledger), and third-party catalogue games play the in-house engine of their
 * `engine` column in `demo` mode on 10,000.00 demo credits held by the ticket (no wallet, no ledger,
 * no bet record), which the client labels as demo. Free play (guests) is always `demo`. Connecting a
 * vendor means adding its adapter and choosing it in `adapterFor`; the launch call's answer keeps its shape.
 */

export type { LaunchMode };

export const TICKET_TTL_MS = 24 * 3600_000;
/** 10,000.00 demo credits, in minor units. */
export const DEMO_CREDITS = 1_000_000;

export interface LaunchRequest {
  merchantId: number;
  /** Null for a guest's free play. */
  memberId: number | null;
  game: GameWithVendor;
  engine: EngineName;
  /** Free play is demo whatever the game. */
  freePlay: boolean;
}

export interface VendorAdapter {
  readonly name: string;
  /** The launch answer (the contract's `GameLaunch`) and the launch row behind its ticket. */
  launch(db: Kysely<Database>, request: LaunchRequest): Promise<GameLaunch & { launch: GameLaunchRow }>;
}

/** The launch ticket: 32 random bytes, base64url (URL-safe as is); stored only as its SHA-256. */
export function newTicket(): string {
  return randomBytes(32).toString('base64url');
}

export function hashTicket(ticket: string): string {
  return sha256Hex(ticket);
}

export function modeFor(game: GameWithVendor, memberId: number | null, freePlay: boolean): LaunchMode {
  return !freePlay && memberId !== null && game.vendor_inhouse === 1 ? 'real' : 'demo';
}

export const builtInAdapter: VendorAdapter = {
  name: 'inhouse',
  async launch(db, request) {
    const mode = modeFor(request.game, request.memberId, request.freePlay);
    const ticket = newTicket();
    const now = Date.now();
    const launch = await insertLaunch(db, {
      ticketHash: hashTicket(ticket),
      merchantId: request.merchantId,
      memberId: request.memberId,
      gameId: request.game.id,
      mode,
      demoBalance: mode === 'demo' ? DEMO_CREDITS : 0,
      now: isoNow(),
      expiresAt: isoIn(TICKET_TTL_MS, now),
    });
    return { ticket, url: `/seamless?ticket=${ticket}`, mode, engine: request.engine, nodeId: request.game.node_id, launch };
  },
};

/** Every game is played by the built-in adapter until a vendor is connected (see above). */
export function adapterFor(_game: GameWithVendor): VendorAdapter {
  return builtInAdapter;
}
