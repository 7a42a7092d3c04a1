import { useCallback } from 'react';
import { useLanguage } from '@portal/kernel';

const BURMESE_ZERO = 0x1040;

/**
 * Clock and count digits in the reader's script: Burmese digits in MY, as the site's dates are
 * written (shared formatSiteDate). Lottery numbers themselves are never converted: they are what the
 * player picks and what the result tables print.
 */
export function useDigits(): (text: string | number) => string {
  const language = useLanguage();
  return useCallback(
    (text) => (language === 'MY' ? String(text).replace(/\d/g, (digit) => String.fromCharCode(BURMESE_ZERO + Number(digit))) : String(text)),
    [language],
  );
}
