import { useCallback, useMemo } from 'react';
import type { LotteryBetStatus, LotteryFamily, LotteryGroupCode, LotteryTier } from '@portal/shared/contracts';
import { useLotteryTranslation } from '../../i18n';

const SIDE = /^(BIG|SMALL|ODD|EVEN)$/;

/**
 * The lottery's codes as a person reads them (games, groups, plays, tiers, sides, provinces, statuses,
 * time zones): every code is a key of `lottery:codes`, so none reaches the screen as it is. A code
 * this build has no text for reads as nothing rather than as the code.
 */
export function useNames() {
  const { t } = useLotteryTranslation();
  const name = useCallback((group: string, code: string | null | undefined) => (code ? t(`codes.${group}.${code}`, { defaultValue: '' }) : ''), [t]);
  const selection = useCallback(
    (content: string) => {
      const [head, tail] = content.includes(':') ? content.split(':', 2) : [null, content];
      const values = (tail ?? '')
        .split(',')
        .map((value) => (SIDE.test(value) ? name('sides', value) : value))
        .join(', ');
      return head ? t('ball', { n: head, values }) : values;
    },
    [name, t],
  );
  return useMemo(
    () => ({
      family: (code: LotteryFamily) => name('families', code),
      game: (code: string) => name('games', code),
      group: (code: LotteryGroupCode | string) => name('groups', code),
      play: (code: string) => name('plays', code),
      tier: (code: LotteryTier) => name('tiers', code),
      side: (code: string) => name('sides', code),
      province: (code: string | null) => name('provinces', code),
      status: (code: LotteryBetStatus) => name('statuses', code),
      /** A schedule's zone, e.g. "Vietnam time"; '' for a zone this build cannot name. */
      zone: (timeZone: string) => name('zones', timeZone.replace(/\//g, '_')),
      /** A bet's selection: `1:3,7` → "Ball 1: 3, 7", `BIG` → "Big". */
      selection,
    }),
    [name, selection],
  );
}

export type Names = ReturnType<typeof useNames>;
