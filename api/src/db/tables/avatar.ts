import type { IsoTime } from './common';

/** A member's avatar (migration 0025-member-avatar): a drawn preset, or an upload re-encoded as PNG. */
export interface MemberAvatarTable {
  member_id: number;
  /** The preset's name (`AVATAR_PRESETS`), or null for an upload. */
  preset: string | null;
  /** The random part of the picture's URL, new at every change. */
  token: string;
  mime: string | null;
  data_base64: string | null;
  updated_at: IsoTime;
}
