import { AGENT_MEMBER_TYPES, MEMBER_TYPE } from '@portal/shared/contracts';

/** Member `type` codes of the platform (spec §3): the contract's `MemberType`. */
export { MEMBER_TYPE };

export const AGENT_TYPES: readonly number[] = AGENT_MEMBER_TYPES;

/**
 * Types allowed through the member login. Agents sign in there too (spec §4: "An agent goes to
 * /agentHome"); any other type (a back-office or suspended code) is refused with login.not.member.
 */
export const MEMBER_LOGIN_TYPES: readonly number[] = [MEMBER_TYPE.member, MEMBER_TYPE.trial, ...AGENT_TYPES];

/** Accounts are case-insensitive: stored and looked up lower-cased, so `Demo` and `demo` are one. */
export function normalizeAccount(account: string): string {
  return account.trim().toLowerCase();
}
