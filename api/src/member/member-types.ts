/** Member `type` codes of the platform (spec §3). */
export const MEMBER_TYPE = {
  member: 0,
  agent: 1,
  agentLevel2: 2,
  trial: 4,
  agent41: 41,
  agent42: 42,
} as const;

export const AGENT_TYPES: readonly number[] = [MEMBER_TYPE.agent, MEMBER_TYPE.agentLevel2, MEMBER_TYPE.agent41, MEMBER_TYPE.agent42];

/**
 * Types allowed through the member login. Agents sign in there too (spec §4: "An agent goes to
 * /agentHome"); any other type (a back-office or suspended code) is refused with login.not.member.
 */
export const MEMBER_LOGIN_TYPES: readonly number[] = [MEMBER_TYPE.member, MEMBER_TYPE.trial, ...AGENT_TYPES];

/** Accounts are case-insensitive: stored and looked up lower-cased, so `Demo` and `demo` are one. */
export function normalizeAccount(account: string): string {
  return account.trim().toLowerCase();
}
