import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { registerResources } from '@portal/shared';
import { NS } from '../../i18n';
import type { Problem } from './forms';
import my from './locales/my.json';
import en from './locales/en.json';
import cn from './locales/cn.json';

registerResources(NS, { my, en, cn });

/** `t` of the shared pieces: keys are relative to `member:common`. */
export const useCommonTranslation = () => useTranslation(NS, { keyPrefix: 'common' });
/** `t` of the member namespace, for features. */
export const useMemberTranslation = () => useTranslation(NS);

/** Formats a client-side problem (a key under `member:common`) in the current language. */
export function useProblemText() {
  const { t } = useCommonTranslation();
  return useCallback((problem: Problem | null) => (problem ? t(problem.key, problem.values ?? {}) : undefined), [t]);
}
