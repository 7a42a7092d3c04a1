import type { Generated } from 'kysely';
import type { IsoTime } from './common';

/** A named operator of the ops calls (migration 0035-ops-operators). */
export interface OpsOperatorTable {
  id: Generated<number>;
  /** Unique, lower case: what the history records for its changes. */
  name: string;
  password_hash: string;
  /** Its roles, comma separated (the contract's OPS_ROLES). */
  roles: string;
  /** The base32 TOTP secret sealed with the authenticator's server key, bound to `operator:<name>`. */
  totp_sealed: string;
  /** The last time step (30 s) a code was accepted for: no code of it or before it is taken again. */
  last_step: number | null;
  /** Who created it: an operator's name, or `token` for the ADMIN_TOKEN. */
  created_by: string;
  created_at: IsoTime;
}

/** An operator's session: the cookie's token, stored as SHA-256 only. */
export interface OpsSessionTable {
  id: Generated<number>;
  token_hash: string;
  operator_id: number;
  ip: string | null;
  created_at: IsoTime;
  expires_at: IsoTime;
  revoked_at: IsoTime | null;
}

/**
 * One sign-in attempt not (yet) proven: written before the check, deleted for the name when it
 * succeeds, so what stays are the failures that lock the name and the address.
 */
export interface OpsSigninAttemptTable {
  id: Generated<number>;
  name: string;
  ip: string;
  created_at: IsoTime;
}
