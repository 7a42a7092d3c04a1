import { Link, http, useLanguage } from '@portal/kernel';
import { useQuery } from '@portal/shared';
import { CATEGORY_PATHS, GAME_LIST_CATEGORIES, GCSGAME_getVassGameType, type GameCategory } from '@portal/shared/contracts';
import { useGamesTranslation } from '../../i18n';
import styles from './Lobby.module.css';

const isListCategory = (type: GameCategory) => (GAME_LIST_CATEGORIES as readonly GameCategory[]).includes(type);

/** A list page keeps the vendor chosen; a game centre lists its vendors as cards. */
const pathOf = (type: GameCategory, vassalage: string) =>
  isListCategory(type) ? `${CATEGORY_PATHS[type]}?vassalage=${encodeURIComponent(vassalage)}` : CATEGORY_PATHS[type];

/**
 * The chosen vendor's game types (`GCSGAME_getVassGameType`) as chips with their counts, the current
 * one marked: the way from a vendor's live tables to its slots and back. Nothing is shown while it
 * loads, when it fails (the page works without it) or when the vendor has one type only.
 */
export function VendorGameTypes({ vassalage, current }: { vassalage: string; current: GameCategory }) {
  const { t } = useGamesTranslation();
  const language = useLanguage();
  const types = useQuery((signal) => http.call(GCSGAME_getVassGameType, { vassalage, language }, { signal }), [vassalage, language], { keepData: false });
  const list = types.data?.gameTypes ?? [];
  if (list.length < 2) return null;
  return (
    <nav className={styles.chips} aria-label={t('types.title', { vendor: types.data?.vendorName ?? vassalage })} data-testid="vendor-types">
      {list.map(({ gameType, count }) => (
        <Link
          key={gameType}
          to={pathOf(gameType, vassalage)}
          className={gameType === current ? `${styles.chip} ${styles.chipOn} ${styles.typeChip}` : `${styles.chip} ${styles.typeChip}`}
          aria-current={gameType === current ? 'page' : undefined}
        >
          {t('types.count', { name: t(`page.${gameType}`), count })}
        </Link>
      ))}
    </nav>
  );
}
