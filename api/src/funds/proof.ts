import { createHash } from 'node:crypto';
import { PROOF_IMAGE_MAX_BYTES } from '@portal/shared/contracts';
import { validationFailed } from '../http/api-error';

/** Spec §9's upload rule (png or jpg, 5 MB), applied to the withdrawal's proof image. */
export const PROOF_MAX_BYTES = PROOF_IMAGE_MAX_BYTES;
/** A 5 MB image as a base64 data URL inside JSON, with room to spare: the confirm route's body limit. */
export const PROOF_BODY_LIMIT = Math.ceil((PROOF_MAX_BYTES * 4) / 3) + 64 * 1024;

export interface ProofImage {
  mime: 'image/png' | 'image/jpeg';
  bytes: Buffer;
  sha256: string;
}

// Only the head is matched by a regular expression: a backtracking match over a 7 MB payload can
// overflow the regexp stack (a 500 under load). The payload is checked by a base64 round trip.
const DATA_URL_HEAD = /^data:(image\/png|image\/jpeg|image\/jpg);base64,/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * A `data:image/png;base64,…` or `data:image/jpeg;base64,…` URL whose bytes really are that kind of
 * image (the signature is checked, not just the declared type) and at most 5 MB decoded. Anything else
 * is 400 validation.failed on `proofImage`.
 */
export function parseProofImage(value: string): ProofImage {
  const invalid = () => validationFailed('proofImage', 'funds.proofImage');
  const trimmed = value.trim();
  const head = DATA_URL_HEAD.exec(trimmed.slice(0, 32));
  if (!head?.[1]) throw invalid();
  const payload = trimmed.slice(head[0].length);
  const mime = head[1] === 'image/png' ? 'image/png' : 'image/jpeg';
  // Cheap bound before decoding: base64 is 4 characters per 3 bytes.
  if (payload.length === 0 || Math.floor((payload.length * 3) / 4) > PROOF_MAX_BYTES + 2) throw invalid();
  const bytes = Buffer.from(payload, 'base64');
  // Node's decoder skips what is not base64; only a payload that encodes back to itself is one.
  if (bytes.toString('base64') !== payload) throw invalid();
  if (bytes.length === 0 || bytes.length > PROOF_MAX_BYTES) throw invalid();
  const signature = mime === 'image/png' ? PNG_SIGNATURE : JPEG_SIGNATURE;
  if (bytes.length < signature.length || !bytes.subarray(0, signature.length).equals(signature)) throw invalid();
  return { mime, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}
