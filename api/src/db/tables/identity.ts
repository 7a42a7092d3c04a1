import type { Generated } from 'kysely';
import type { IsoTime } from './common';

/** An authorization request in flight (migration 0029-identity): spent once by its callback. */
export interface IdentityFlowTable {
  id: Generated<number>;
  merchant_id: number;
  /** sha256 of the `state` sent to the provider. */
  state_hash: string;
  provider: string;
  /** 'login' | 'link' */
  intent: string;
  /** Who asked to link (intent 'link'); null for a guest's sign-in. */
  member_id: number | null;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  created_at: IsoTime;
  expires_at: IsoTime;
  used_at: IsoTime | null;
}

/** The identity a callback vouched for, handed to the browser as a one-time ticket. */
export interface IdentityTicketTable {
  id: Generated<number>;
  merchant_id: number;
  /** sha256 of the ticket. */
  ticket_hash: string;
  provider: string;
  issuer: string;
  subject: string;
  email: string | null;
  name: string | null;
  intent: string;
  member_id: number | null;
  created_at: IsoTime;
  expires_at: IsoTime;
  used_at: IsoTime | null;
}

/** An identity bound to an account, never unbound (§4). */
export interface MemberIdentityTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  provider: string;
  issuer: string;
  subject: string;
  email: string | null;
  linked_at: IsoTime;
}
