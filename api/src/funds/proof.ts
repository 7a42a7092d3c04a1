import { createHash } from 'node:crypto';
import { validationFailed } from '../http/api-error';

/** Spec §9's upload rule (png or jpg, 5 MB), applied to the withdrawal's proof image. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
/** A 5 MB image as a base64 data URL inside JSON, with room to spare: the confirm route's body limit. */
export const PROOF_BODY_LIMIT = Math.ceil((PROOF_MAX_BYTES * 4) / 3) + 64 * 1024;

export interface ProofImage {
  mime: 'image/png' | 'image/jpeg';
  bytes: Buffer;
  sha256: string;
}

const DATA_URL = /^data:(image\/png|image\/jpeg|image\/jpg);base64,([A-Za-z0-9+/]+={0,2})$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * A `data:image/png;base64,…` or `data:image/jpeg;base64,…` URL whose bytes really are that kind of
 * image (the signature is checked, not just the declared type) and at most 5 MB decoded. Anything else
 * is 400 validation.failed on `proofImage`.
 */
export function parseProofImage(value: string): ProofImage {
  const invalid = () => validationFailed('proofImage', 'funds.proofImage');
  const match = DATA_URL.exec(value.trim());
  if (!match?.[1] || !match[2]) throw invalid();
  const mime = match[1] === 'image/png' ? 'image/png' : 'image/jpeg';
  // Cheap bound before decoding: base64 is 4 characters per 3 bytes.
  if (Math.floor((match[2].length * 3) / 4) > PROOF_MAX_BYTES + 2) throw invalid();
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length === 0 || bytes.length > PROOF_MAX_BYTES) throw invalid();
  const signature = mime === 'image/png' ? PNG_SIGNATURE : JPEG_SIGNATURE;
  if (bytes.length < signature.length || !bytes.subarray(0, signature.length).equals(signature)) throw invalid();
  return { mime, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}
