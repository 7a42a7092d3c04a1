import { useMemo, useState } from 'react';
import { type GameCategory, TextField, useVendorName } from '@portal/shared';
import { useGamesTranslation } from '../../i18n';
import { GameGrid, useDebouncedValue, useGameList, type GameListParams } from '../catalogue';
import type { LaunchOutcome } from '../launch';
import styles from './GamePopup.module.css';

const KEYWORD_MAX = 50;

export interface GamePopupContentProps {
  vassalage: string;
  gameType: GameCategory;
  vendorName: string;
  onClose?: () => void;
}

/**
 * The game popup of a vendor group (spec §2): that vendor's games with a search box and infinite
 * scroll inside the popup. Choosing a game applies the launch rules and closes the popup, unless the
 * rules keep the player here (a game under maintenance shows its dialog over the list).
 */
export function GamePopupContent({ vassalage, gameType, vendorName: sentName, onClose }: GamePopupContentProps) {
  const { t } = useGamesTranslation();
  const vendorName = useVendorName()({ vassalage, vendorName: sentName });
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text.trim().slice(0, KEYWORD_MAX));
  const query = useMemo<GameListParams>(() => ({ gameType, vassalage, filter: 'ALL', keyword: keyword || undefined }), [gameType, vassalage, keyword]);
  const list = useGameList(query);
  const launched = (outcome: LaunchOutcome) => {
    if (outcome !== 'maintenance') onClose?.();
  };
  return (
    <div className={styles.popup} data-testid="game-popup" data-vendor={vassalage}>
      <TextField
        type="search"
        label={t('popup.search', { vendor: vendorName })}
        placeholder={t('popup.searchPlaceholder')}
        value={text}
        maxLength={KEYWORD_MAX}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.scroller}>
        <GameGrid
          label={t('popup.games', { vendor: vendorName })}
          games={list.items}
          status={list.status}
          error={list.error}
          onRetry={list.retry}
          emptyMessage={keyword ? t('popup.emptySearch', { keyword }) : t('popup.empty')}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          moreFailed={list.moreFailed}
          onLoadMore={list.loadMore}
          onLaunched={launched}
          skeletons={8}
        />
      </div>
    </div>
  );
}
