import { useEffect } from 'react';
import { useGamesTranslation } from '../../i18n';
import { favourites } from './store';
import { useFavouriteNotice } from './useFavourites';
import styles from './Favourites.module.css';

const NOTICE_MS = 4_000;

/** Says, in the current language, that a favourite action was rolled back. */
export function FavouriteNotice() {
  const { t } = useGamesTranslation();
  const notice = useFavouriteNotice();

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => favourites.dismissNotice(), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  if (!notice) return null;
  return (
    <div className={styles.notice} role="alert" data-testid="favourite-notice">
      <span>{t(`favourites.${notice.problem}`)}</span>
      <button type="button" className={styles.dismiss} aria-label={t('favourites.dismiss')} onClick={() => favourites.dismissNotice()}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
