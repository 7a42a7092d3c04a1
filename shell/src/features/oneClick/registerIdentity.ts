import type { IdentityProfile } from '@portal/shared/contracts';

/** What the register popup gets from a new one-click identity (`params.identity`). */
export interface RegisterIdentity {
  ticket: string;
  profile: IdentityProfile;
}

/** The identity of the register popup's params, when it came from one-click sign-in. */
export function identityOf(params: Record<string, unknown>): RegisterIdentity | null {
  const identity = params.identity as Partial<RegisterIdentity> | undefined;
  return identity && typeof identity.ticket === 'string' && identity.profile ? { ticket: identity.ticket, profile: identity.profile } : null;
}
