import type { AccountRole } from '../endpoint';

/** Member `type` codes of the platform (spec §3): 0 member, 4 trial, 1 / 2 / 41 / 42 agent (`MemberType`). */
export const MEMBER_TYPE = {
  member: 0,
  agent: 1,
  agentLevel2: 2,
  trial: 4,
  agent41: 41,
  agent42: 42,
} as const;

/** The agent types: they sign in at the member login too and go to the agent home (spec §4). */
export const AGENT_MEMBER_TYPES = [MEMBER_TYPE.agent, MEMBER_TYPE.agentLevel2, MEMBER_TYPE.agent41, MEMBER_TYPE.agent42] as const;
export type AgentMemberType = (typeof AGENT_MEMBER_TYPES)[number];

export const TRIAL_MEMBER_TYPE = MEMBER_TYPE.trial;

/**
 * The role a signed-in account calls with (spec §6), or null for a type that has none (no session is
 * opened for one: the member login refuses it; should one exist, every T call refuses it).
 */
export function roleOfMemberType(type: number): AccountRole | null {
  if (type === MEMBER_TYPE.member) return 'member';
  if (type === MEMBER_TYPE.trial) return 'trial';
  return (AGENT_MEMBER_TYPES as readonly number[]).includes(type) ? 'agent' : null;
}

/**
 * The fields of the registration form (spec §3), in the order the API checks them (the first failing
 * field answers). Each has a rule in the site's rule set (`registerRules`, `info.register`).
 */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'captcha',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/**
 * The member's avatar (`/wps/member/info/icon`): the drawn pictures a member may pick (the
 * API draws each; no text in them), and the upload rule: png or jpg by content, at most 1 MB, re-encoded
 * by the API to a square PNG of AVATAR_SIZE pixels.
 */
export const AVATAR_PRESETS = ['sun', 'moon', 'lotus', 'mountain', 'wave', 'star'] as const;
export type AvatarPreset = (typeof AVATAR_PRESETS)[number];
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_SIZE = 256;
/** Bumped when the drawings change, so the pictures' URLs (cached for good) change with them. */
export const AVATAR_ART_REVISION = 1;
/** Where the API serves a drawn avatar (a PNG, the same for everyone who picks it). */
export const avatarPresetPath = (preset: AvatarPreset) => `/wps/member/avatar/preset/${preset}.png?v=${AVATAR_ART_REVISION}`;
