import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PROOF_IMAGE_MAX_BYTES } from '@portal/shared/contracts';
import { validationFailed } from './api-error';
import type { MessageKey } from './messages';

/** Spec §9's upload rule (png or jpg, 5 MB each): withdrawal proofs and activity applications. */
export const IMAGE_MAX_BYTES = PROOF_IMAGE_MAX_BYTES;

/** An upload as it is stored: the API's own encoding of its pixels. */
export interface UploadedImage {
  mime: 'image/png' | 'image/jpeg';
  bytes: Buffer;
  sha256: string;
}

// Only the head is matched by a regular expression: a backtracking match over a 7 MB payload can
// overflow the regexp stack (a 500 under load). The payload is checked by a base64 round trip.
const DATA_URL_HEAD = /^data:(image\/png|image\/jpeg|image\/jpg);base64,/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
/** A decompression bomb (a small file of huge dimensions) is refused before it is decoded: 40 megapixels at most. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * A `data:image/png;base64,…` or `data:image/jpeg;base64,…` URL whose bytes really are that kind of
 * image, at most 5 MB decoded, re-encoded here as the avatars are (member/avatar.ts): the signature
 * is checked (not the declared type or a file name), sharp must read the same format and decode the
 * whole picture, and what is kept is a fresh PNG or JPEG of its pixels (EXIF orientation applied),
 * without the sender's metadata (EXIF, GPS, ICC, comments) or anything hidden after or between its
 * parts (markup, a script, another file). The size is kept: ops read text on these pictures.
 * Anything else is 400 validation.failed on `field` with `messageKey`.
 */
export async function readUploadedImage(value: string, field: string, messageKey: MessageKey): Promise<UploadedImage> {
  const invalid = () => validationFailed(field, messageKey);
  const trimmed = value.trim();
  const head = DATA_URL_HEAD.exec(trimmed.slice(0, 32));
  if (!head?.[1]) throw invalid();
  const payload = trimmed.slice(head[0].length);
  const mime = head[1] === 'image/png' ? 'image/png' : 'image/jpeg';
  // Cheap bound before decoding: base64 is 4 characters per 3 bytes.
  if (payload.length === 0 || Math.floor((payload.length * 3) / 4) > IMAGE_MAX_BYTES + 2) throw invalid();
  const sent = Buffer.from(payload, 'base64');
  // Node's decoder skips what is not base64; only a payload that encodes back to itself is one.
  if (sent.toString('base64') !== payload) throw invalid();
  if (sent.length === 0 || sent.length > IMAGE_MAX_BYTES) throw invalid();
  const signature = mime === 'image/png' ? PNG_SIGNATURE : JPEG_SIGNATURE;
  if (sent.length < signature.length || !sent.subarray(0, signature.length).equals(signature)) throw invalid();
  let bytes: Buffer;
  try {
    // failOn 'truncated': a cut-off or corrupt file fails the decode instead of giving grey pixels.
    const input = sharp(sent, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS });
    const meta = await input.metadata();
    if (meta.format !== (mime === 'image/png' ? 'png' : 'jpeg') || !meta.width || !meta.height) throw invalid();
    // rotate(): EXIF orientation goes into the pixels before the metadata is dropped (sharp keeps none unless asked).
    const pixels = input.rotate();
    bytes = await (mime === 'image/png' ? pixels.png({ compressionLevel: 9 }) : pixels.jpeg({ quality: 90 })).toBuffer();
  } catch {
    throw invalid();
  }
  return { mime, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** The body limit of a call carrying `count` such images as data URLs in JSON, with room to spare. */
export const imagesBodyLimit = (count: number) => count * Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;
