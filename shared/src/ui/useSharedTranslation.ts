import { useTranslation } from 'react-i18next';
import { i18n, SHARED_NS } from '../i18n';

/** The kit's own texts (close, cancel, retry…) from the `shared` namespace of the one i18n instance. */
export function useSharedTranslation() {
  return useTranslation(SHARED_NS, { i18n });
}
