import { useCallback } from 'react';
import { useLanguage } from '@portal/kernel';
import { formatSiteDate, type DateStyle, type DateValue } from './dates';

/** `formatSiteDate` in the interface's current language: what components call to show a date. */
export function useSiteDate(): (value: DateValue, style?: DateStyle) => string {
  const language = useLanguage();
  return useCallback((value: DateValue, style?: DateStyle) => formatSiteDate(value, language, style), [language]);
}
