import type { Kysely } from 'kysely';
import type { Database, IsoTime, MemberRow } from '../db/schema';
import { isoIn, isoNow } from '../db/time';
import { newToken, sha256Hex, TOKEN_PATTERN } from '../crypto/token';
import { ApiError } from '../http/api-error';
import { deleteDeadSessions, extendSession, findLiveSession, findOpenSessionById, insertSession, revokeSession } from './queries';

/** A resolved, live session of a T call. */
export interface ActiveSession {
  sessionId: number;
  member: MemberRow;
  /** True only in the session opened by the member's very first login. */
  firstTimeLogin: boolean;
}

export interface SessionStore {
  /** Opens a session and returns the raw token; only its hash is stored. */
  open(member: MemberRow, options: { firstTimeLogin: boolean; ip: string | null }): Promise<string>;
  /**
   * The live session of a raw token within a merchant, renewing its expiry (sliding), or null. A
   * session its member's session limit has ended is revoked here: null, or with `refuseEnded` (a T
   * call) 401 protection.session.limit, so the player is told why.
   */
  resolve(token: string, merchantId: number, options?: { refuseEnded?: boolean }): Promise<ActiveSession | null>;
  revoke(sessionId: number): Promise<void>;
  /**
   * Whether a session is still live: not revoked, not expired, its member's session limit not
   * reached. It ends nothing: the session's next call is refused with the reason (what a long-lived
   * reader, such as the event stream, asks before it goes on).
   */
  isLive(sessionId: number): Promise<boolean>;
}

/**
 * What ends a live session before its expiry: the member's own session limit (api/src/protection),
 * wired in server.ts, so the session store imports no domain above it. True: the session has ended.
 */
export type SessionEnded = (session: { memberId: number; createdAt: IsoTime }) => Promise<boolean>;

const sessionLimitReached = () => new ApiError(401, 'protection.session.limit', 'protection.session.limit');

/** Renewal is skipped while less than this has passed since the last one: one write a minute at most. */
const RENEWAL_GRANULARITY_MS = 60_000;

export function createSessionStore(db: Kysely<Database>, ttlMs: number, ended?: SessionEnded): SessionStore {
  async function open(member: MemberRow, options: { firstTimeLogin: boolean; ip: string | null }): Promise<string> {
    const token = newToken();
    const now = Date.now();
    await deleteDeadSessions(db, member.id, new Date(now).toISOString());
    await insertSession(db, {
      tokenHash: sha256Hex(token),
      memberId: member.id,
      firstTimeLogin: options.firstTimeLogin,
      ip: options.ip,
      createdAt: new Date(now).toISOString(),
      expiresAt: isoIn(ttlMs, now),
    });
    return token;
  }

  async function resolve(token: string, merchantId: number, options: { refuseEnded?: boolean } = {}): Promise<ActiveSession | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const now = Date.now();
    const row = await findLiveSession(db, sha256Hex(token), isoNow());
    // A token is valid only on the site that issued it.
    if (!row || row.member.merchant_id !== merchantId) return null;
    if (ended && (await ended({ memberId: row.member.id, createdAt: row.created_at }))) {
      await revokeSession(db, row.session_id);
      if (options.refuseEnded) throw sessionLimitReached();
      return null;
    }
    if (Date.parse(row.expires_at) - now < ttlMs - RENEWAL_GRANULARITY_MS) {
      await extendSession(db, row.session_id, isoIn(ttlMs, now));
    }
    return { sessionId: row.session_id, member: row.member, firstTimeLogin: row.session_first_time_login === 1 };
  }

  async function isLive(sessionId: number): Promise<boolean> {
    const session = await findOpenSessionById(db, sessionId, isoNow());
    if (!session) return false;
    return !(ended && (await ended(session)));
  }

  return { open, resolve, isLive, revoke: (sessionId) => revokeSession(db, sessionId) };
}
