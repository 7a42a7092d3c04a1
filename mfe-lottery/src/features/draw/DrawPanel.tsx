import { SITE_TIME_ZONE, type LotteryCurrentNumero } from '@portal/shared/contracts';
import { useSiteDate } from '@portal/shared';
import { useLotteryTranslation } from '../../i18n';
import type { CatalogGame } from '../catalog';
import { useNames } from '../names';
import { Countdown } from './Countdown';
import styles from './Draw.module.css';
import type { NearDraw } from './useNearDraw';

/** "18:15 Vietnam time": a daily game's draw time in its own zone, when that is not the site's. */
export function useOwnZoneTime() {
  const { t } = useLotteryTranslation();
  const names = useNames();
  return (game: CatalogGame): string | null => {
    const { kind, drawTime, timeZone } = game.schedule;
    if (kind !== 'daily' || !drawTime || timeZone === SITE_TIME_ZONE) return null;
    const zone = names.zone(timeZone);
    return zone ? t('draw.ownZone', { time: drawTime, zone }) : null;
  };
}

/** The draw taking bets: its number (and province), the countdown to its lock, its lock and draw times. */
export function CurrentDraw({ game, draw, offset }: { game: CatalogGame; draw: LotteryCurrentNumero; offset: number }) {
  const { t } = useLotteryTranslation();
  const date = useSiteDate();
  const names = useNames();
  const ownZone = useOwnZoneTime()(game);
  const province = names.province(draw.provinceCode);
  return (
    <div className={styles.current}>
      <p className={styles.numero}>
        {t('draw.numero', { numero: draw.numero })}
        {province && <span className={styles.province}> · {province}</span>}
      </p>
      <Countdown lockTime={draw.lockTime} offset={offset} numero={draw.numero} />
      <dl className={styles.times}>
        <div>
          <dt>{t('draw.lockTime')}</dt>
          <dd>{date(draw.lockTime, 'dateTime')}</dd>
        </div>
        <div>
          <dt>{t('draw.drawTime')}</dt>
          <dd>
            {date(draw.drawTime, 'dateTime')}
            {ownZone && <span className={styles.ownZone}> ({ownZone})</span>}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** No draw open now: when the next one opens, if the server said. */
export function NoDraw({ near }: { near: NearDraw }) {
  const { t } = useLotteryTranslation();
  const date = useSiteDate();
  const next = near.answer.nextNumeros[0];
  return <p className={styles.note}>{next ? t('draw.nextOpens', { time: date(next.openTime, 'dateTime') }) : t('draw.noneOpen')}</p>;
}
