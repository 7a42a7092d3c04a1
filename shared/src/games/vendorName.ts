import { useCallback } from 'react';
import { useSharedTranslation } from '../ui/useSharedTranslation';

/** The code of the portal's own vendor in the API's catalogue (its lane is `INHOUSE` too). */
const INHOUSE_VENDOR = 'INHOUSE';

/**
 * The vendor's name a player reads. A provider's name is a brand and stays as the API sends it; the
 * portal's own vendor is no brand ("In-house" is a description), so it is named in the interface
 * language, like every other word on screen: in the shell's menus and the games' cards alike.
 */
export function useVendorName(): (vendor: { vassalage: string; vendorName: string }) => string {
  const { t } = useSharedTranslation();
  return useCallback((vendor) => (vendor.vassalage === INHOUSE_VENDOR ? t('games.inhouseVendor') : vendor.vendorName), [t]);
}
