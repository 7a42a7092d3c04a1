import { i18n, useTranslation } from '@portal/kernel';
import { SHARED_NS } from '../texts';

/** The kit's own texts (close, cancel, retry…) from the `shared` namespace of the one i18n instance. */
export function useSharedTranslation() {
  return useTranslation(SHARED_NS, { i18n });
}
