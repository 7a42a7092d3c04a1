import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_PRESETS, AVATAR_SIZE, avatarPresetPath, type AvatarPreset, type MemberIconAnswer, type MemberIconBody } from '@portal/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { validationFailed } from '../http/api-error';
import { AVATAR_ART } from './avatar-art';

/*
 * The member's avatar (spec §7 `/wps/member/info/icon`). A member picks one of the drawn
 * presets or uploads a png/jpg of at most 1 MB. An upload is judged by its bytes only (the declared
 * type and the file name are the sender's word): the signature must be PNG's or JPEG's, sharp must
 * read the same format and decode the whole picture, and then it is re-encoded here as a square PNG
 * of AVATAR_SIZE pixels without metadata (EXIF, GPS, ICC), so what is served is always our own
 * encoding of pixels, never the sender's file. Anything else is 400 `member.avatar.image` and nothing
 * changes. The picture is served under a random token that changes at every change: the URL can be
 * cached for good and cannot be guessed from a member id.
 */

type Db = Kysely<Database>;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
// Only the head is matched by a regular expression (a backtracking match over 1 MB could overflow);
// the declared type is not trusted, so any `data:<type>;base64,` head is read and the bytes decide.
const DATA_URL_HEAD = /^data:[a-z0-9.+/-]{0,64};base64,/i;
/** A decompression bomb of a small file is refused before it is decoded: 40 megapixels at most. */
const MAX_INPUT_PIXELS = 40_000_000;

export const AVATAR_PATH = '/wps/member/avatar';
export const avatarUploadPath = (token: string) => `${AVATAR_PATH}/${token}.png`;

const refused = () => validationFailed('image', 'member.avatar.image');

function bytesOf(dataUrl: string): Buffer {
  const trimmed = dataUrl.trim();
  const head = DATA_URL_HEAD.exec(trimmed.slice(0, 80));
  if (!head) throw refused();
  const payload = trimmed.slice(head[0].length);
  if (payload.length === 0 || Math.floor((payload.length * 3) / 4) > AVATAR_MAX_BYTES + 2) throw refused();
  const bytes = Buffer.from(payload, 'base64');
  // Node's decoder skips what is not base64; only a payload that encodes back to itself is one.
  if (bytes.toString('base64') !== payload) throw refused();
  if (bytes.length === 0 || bytes.length > AVATAR_MAX_BYTES) throw refused();
  return bytes;
}

const startsWith = (bytes: Buffer, signature: Buffer) => bytes.length > signature.length && bytes.subarray(0, signature.length).equals(signature);

/** The upload as our own square PNG: refused unless its bytes are a whole png or jpg picture. */
export async function reencodeAvatar(dataUrl: string): Promise<Buffer> {
  const bytes = bytesOf(dataUrl);
  const format = startsWith(bytes, PNG_SIGNATURE) ? 'png' : startsWith(bytes, JPEG_SIGNATURE) ? 'jpeg' : null;
  if (!format) throw refused();
  try {
    // failOn 'truncated': a cut-off or corrupt file fails the decode instead of giving grey pixels.
    const input = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS });
    const meta = await input.metadata();
    if (meta.format !== format || !meta.width || !meta.height) throw refused();
    // rotate(): EXIF orientation is applied to the pixels before the metadata goes.
    return await input.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' }).png({ compressionLevel: 9 }).toBuffer();
  } catch {
    throw refused();
  }
}

const presetPictures = new Map<AvatarPreset, Promise<Buffer>>();

/** A drawn avatar as PNG, rendered once per process. Null for a name that is not a preset. */
export function presetPicture(name: string): Promise<Buffer> | null {
  if (!(AVATAR_PRESETS as readonly string[]).includes(name)) return null;
  const preset = name as AvatarPreset;
  let picture = presetPictures.get(preset);
  if (!picture) {
    picture = sharp(Buffer.from(AVATAR_ART[preset])).png({ compressionLevel: 9 }).toBuffer();
    presetPictures.set(preset, picture);
    // A failed render is not kept: the next request tries again.
    picture.catch(() => presetPictures.delete(preset));
  }
  return picture;
}

const urlOf = (row: { preset: string | null; token: string }) => (row.preset ? avatarPresetPath(row.preset as AvatarPreset) : avatarUploadPath(row.token));

/** The member's avatar URL, or undefined while it has none. */
export async function avatarUrlOf(db: Db, memberId: number): Promise<string | undefined> {
  const row = await db.selectFrom('member_avatar').select(['preset', 'token']).where('member_id', '=', memberId).executeTakeFirst();
  return row ? urlOf(row) : undefined;
}

/** An uploaded avatar by its URL's token (null when there is none: a replaced one is gone). */
export async function uploadedAvatar(db: Db, token: string): Promise<Buffer | null> {
  const row = await db.selectFrom('member_avatar').select('data_base64').where('token', '=', token).where('preset', 'is', null).executeTakeFirst();
  return row?.data_base64 ? Buffer.from(row.data_base64, 'base64') : null;
}

/**
 * `/wps/member/info/icon`: exactly one of `preset` or `image`. The picture is checked and re-encoded
 * before anything is written, so a refused one leaves the avatar as it was.
 */
export async function setAvatar(db: Db, memberId: number, body: MemberIconBody, now: Date): Promise<MemberIconAnswer> {
  const hasPreset = body.preset !== undefined;
  const hasImage = body.image !== undefined;
  if (hasPreset === hasImage) throw hasImage ? refused() : validationFailed('preset', 'member.avatar.preset');
  const png = body.image !== undefined ? await reencodeAvatar(body.image) : null;
  const row = {
    preset: png ? null : (body.preset ?? null),
    token: randomBytes(16).toString('hex'),
    mime: png ? 'image/png' : null,
    data_base64: png ? png.toString('base64') : null,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('member_avatar')
    .values({ member_id: memberId, ...row })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(row))
    .execute();
  return { avatarUrl: urlOf(row) };
}
