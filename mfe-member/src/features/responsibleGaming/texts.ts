import { useCallback } from 'react';
import { isApiError } from '@portal/kernel';
import { useMoney, useSiteDate } from '@portal/shared';
import type { ProtectionLimit, ProtectionRefusal } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';

/** A limit's value in words: money through the wallet's formatter, the session limit in minutes; null is "no limit". */
export function useLimitValue() {
  const { t } = useMemberTranslation();
  const money = useMoney();
  return useCallback(
    (kind: string, amount: number | null) => (amount === null ? t('protection.noLimit') : kind === 'session' ? t('protection.minutes', { count: amount }) : money(amount)),
    [t, money],
  );
}

/** A limit's name: "Deposit limit per day", "Session time limit". */
export function useLimitName() {
  const { t } = useMemberTranslation();
  return useCallback(
    (limit: Pick<ProtectionLimit, 'kind' | 'period'>) =>
      limit.kind === 'session' ? t('protection.kinds.session') : t('protection.limitName', { kind: t(`protection.kinds.${limit.kind}`), period: t(`protection.periods.${limit.period}`) }),
    [t],
  );
}

const isRefusal = (value: unknown): value is ProtectionRefusal =>
  typeof value === 'object' && value !== null && typeof (value as ProtectionRefusal).remaining === 'number' && typeof (value as ProtectionRefusal).resetsAt === 'string';

const isBreak = (value: unknown): value is { kind: string; until: string } =>
  typeof value === 'object' && value !== null && typeof (value as { until?: unknown }).until === 'string';

/**
 * A protection refusal in the player's words, with what remains and when it resets in the site's time
 * (the server's own message writes its time in UTC); null for any other failure, which the caller
 * shows as it always has.
 */
export function useProtectionRefusal() {
  const { t } = useMemberTranslation();
  const money = useMoney();
  const date = useSiteDate();
  return useCallback(
    (error: unknown): string | null => {
      if (!isApiError(error)) return null;
      switch (error.code) {
        case 'protection.deposit.limit':
        case 'protection.loss.limit':
        case 'protection.wager.limit':
          if (!isRefusal(error.value)) return null;
          return t(`protection.refusal.${error.code.split('.')[1]}`, {
            limit: money(error.value.limit),
            remaining: money(error.value.remaining),
            resets: date(error.value.resetsAt),
          });
        case 'protection.excluded':
          return isBreak(error.value) ? t('protection.refusal.excluded', { until: date(error.value.until) }) : null;
        case 'protection.exclusion.shorter':
          return t('protection.refusal.shorter');
        case 'protection.session.limit':
          return t('protection.refusal.session');
        default:
          return null;
      }
    },
    [t, money, date],
  );
}
