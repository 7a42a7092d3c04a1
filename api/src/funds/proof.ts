import { imagesBodyLimit, IMAGE_MAX_BYTES, readUploadedImage, type UploadedImage } from '../http/image-data-url';

/** Spec §9's upload rule (png or jpg, 5 MB), applied to the withdrawal's proof image. */
export const PROOF_MAX_BYTES = IMAGE_MAX_BYTES;
/** A 5 MB image as a base64 data URL inside JSON, with room to spare: the confirm route's body limit. */
export const PROOF_BODY_LIMIT = imagesBodyLimit(1);

export type ProofImage = UploadedImage;

/** The proof image of a withdrawal confirmation, re-encoded (http/image-data-url.ts); 400 on `proofImage` otherwise. */
export const readProofImage = (value: string): Promise<ProofImage> => readUploadedImage(value, 'proofImage', 'funds.proofImage');
