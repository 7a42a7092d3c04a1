import { ACTIVITY_IMAGE_MAX_BYTES, ACTIVITY_IMAGE_TYPES } from '../constants';

/**
 * Spec §9's image rule seen from the browser (png or jpg, 5 MB): what is wrong with a chosen file, so
 * the member hears it before anything is sent. The API checks the bytes themselves; this only spares
 * an upload that would be refused.
 */
export function imageFileProblem(file: File): 'type' | 'size' | null {
  if (!ACTIVITY_IMAGE_TYPES.includes(file.type)) return 'type';
  if (file.size > ACTIVITY_IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** The file as a `data:` URL, as the calls that take images (withdrawal proof, activity application) take it. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
