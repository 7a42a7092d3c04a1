import { useLotteryTranslation } from '../../i18n';
import type { CatalogGame } from '../catalog';
import { useOwnZoneTime } from './DrawPanel';
import styles from './Draw.module.css';

const EVERY_DAY = 7;
// Weeks are read from Monday (Wed, Sat, Sun), as the draw calendars print them.

/** When a game draws, from its menu schedule: "Every 3 minutes", "Daily at 18:15 Vietnam time", "Wed, Sat, Sun at 19:00 Malaysia time". */
export function Schedule({ game }: { game: CatalogGame }) {
  const { t } = useLotteryTranslation();
  const ownZone = useOwnZoneTime()(game);
  const { kind, intervalSeconds, weekdays, drawTime } = game.schedule;
  if (kind === 'interval' && intervalSeconds) return <p className={styles.note}>{t('schedule.every', { n: Math.round(intervalSeconds / 60) })}</p>;
  const at = ownZone ?? drawTime ?? '';
  const days = weekdays.length >= EVERY_DAY ? t('schedule.daily') : [...weekdays].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7)).map((day) => t(`weekdays.${day}`)).join(', ');
  return <p className={styles.note}>{t('schedule.at', { days, time: at })}</p>;
}
