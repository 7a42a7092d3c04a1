import type { Generated } from 'kysely';
import type { IsoTime } from './common';

/** A member's authenticator app (migration 0027-authenticator): pending until `bound_at` is set. */
export interface MemberAuthenticatorTable {
  member_id: number;
  /** The base32 TOTP secret sealed with the server key (AES-256-GCM, base64 of iv ‖ ciphertext ‖ tag). */
  secret_sealed: string;
  bound_at: IsoTime | null;
  /** The last time step (30 s) a code was accepted for: no code of it or before it is taken again. */
  last_step: number | null;
  created_at: IsoTime;
}

/** The binding's one-time recovery codes, as keyed hashes. */
export interface MemberRecoveryCodeTable {
  id: Generated<number>;
  member_id: number;
  code_hash: string;
  used_at: IsoTime | null;
  created_at: IsoTime;
}
