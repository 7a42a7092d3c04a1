import { ACTIVITY_IMAGE_TYPES } from '@portal/shared';
import { PROOF_IMAGE_MAX_BYTES } from '@portal/shared/contracts';

/** Proof of a withdrawal not received (spec §4, §9 image rules): png or jpeg, at most 5 MB (the API's limit). */
export const PROOF_IMAGE_TYPES = ACTIVITY_IMAGE_TYPES;
export { PROOF_IMAGE_MAX_BYTES };

export function proofImageProblem(file: File): 'type' | 'size' | null {
  if (!PROOF_IMAGE_TYPES.includes(file.type)) return 'type';
  if (file.size > PROOF_IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** The file as a `data:` URL, as the confirm call takes it. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
