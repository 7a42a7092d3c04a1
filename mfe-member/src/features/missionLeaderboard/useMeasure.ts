import { useCallback } from 'react';
import { useMoney } from '@portal/shared';
import type { MissionMeasure } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { formatMeasure } from './measure';

/** Formats a mission's value in the reader's language (money, or "n rounds"). */
export function useMeasure(): (measure: MissionMeasure, value: number) => string {
  const { t } = useMemberTranslation();
  const money = useMoney();
  return useCallback((measure: MissionMeasure, value: number) => formatMeasure(measure, value, money, (n) => t('missions.rounds', { count: n })), [money, t]);
}
