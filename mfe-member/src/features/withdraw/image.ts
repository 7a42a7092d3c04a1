import { ACTIVITY_IMAGE_TYPES, imageFileProblem } from '@portal/shared';
import { PROOF_IMAGE_MAX_BYTES } from '@portal/shared/contracts';

/** Proof of a withdrawal not received (spec §4, §9 image rules): png or jpeg, at most 5 MB (the API's limit). */
export const PROOF_IMAGE_TYPES = ACTIVITY_IMAGE_TYPES;
export { PROOF_IMAGE_MAX_BYTES };
export const proofImageProblem = imageFileProblem;
export { readAsDataUrl } from '@portal/shared';
