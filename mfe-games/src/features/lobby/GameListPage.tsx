import { useEffect, useMemo, useState } from 'react';
import { sendCommand, useSearchParams, useSession } from '@portal/kernel';
import { type SubCategory, Tabs, TextField, useGameVendors, useVendorName } from '@portal/shared';
import { formatMoneyWithSymbol, MIN_BET_FILTER, type GAME_LIST_CATEGORIES, type GameFilter } from '@portal/shared/contracts';
import { useGamesTranslation } from '../../i18n';
import { GAME_FILTERS, GameGrid, cardsOf, useDebouncedValue, useGameList, type GameListParams } from '../catalogue';
import { SUB_CATEGORIES } from './filters';
import { CategoryBanner } from './CategoryBanner';
import { CategorySummary } from './CategorySummary';
import { LiveRooms } from './LiveRooms';
import { VendorGameTypes } from './VendorGameTypes';
import styles from './Lobby.module.css';

const ALL_VENDORS = 'ALL';
/** Filters that read the member's own games: a guest is asked to log in instead. */
const PERSONAL_FILTERS: readonly GameFilter[] = ['FAV', 'RECENT'];
const KEYWORD_MAX = 50;

/** A chip in a row of toggles (filters, sub-categories, slot filters). */
function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: string }) {
  return (
    <button type="button" className={pressed ? `${styles.chip} ${styles.chipOn}` : styles.chip} aria-pressed={pressed} onClick={onClick}>
      {children}
    </button>
  );
}

/**
 * A game list page (`/live /fish /rng /pvp /bgs`): vendor tabs from the category's lane with ALL
 * first (`?vassalage=` in the URL), the filters of spec §3, the slot filters on /rng, a debounced
 * search, and the games with infinite scroll; under the banner, how many games and providers the
 * category has. With a vendor chosen: its other game types, and on /live its live lobby (rooms and
 * tables) above its games.
 */
export function GameListPage({ code }: { code: (typeof GAME_LIST_CATEGORIES)[number] }) {
  const { t } = useGamesTranslation();
  const vendorName = useVendorName();
  const session = useSession();
  const vendors = useGameVendors();
  const [search, setSearch] = useSearchParams();
  const vassalage = search.get('vassalage') ?? '';
  const [filter, setFilter] = useState<GameFilter>('ALL');
  const [subCategory, setSubCategory] = useState<SubCategory | null>(null);
  const [minBet1, setMinBet1] = useState(false);
  const [lines25, setLines25] = useState(false);
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text.trim().slice(0, KEYWORD_MAX));
  const isSlots = code === 'RNG';

  // The member's own filters end with the session.
  useEffect(() => {
    if (!session.isLogin) setFilter((current) => (PERSONAL_FILTERS.includes(current) ? 'ALL' : current));
  }, [session.isLogin]);

  const cards = cardsOf(vendors.data, code);
  const tabs = [
    { id: ALL_VENDORS, label: t('lobby.allVendors') },
    ...cards.map((card) => ({ id: card.vassalage, label: vendorName(card) })),
  ];
  if (vassalage && !cards.some((card) => card.vassalage === vassalage)) tabs.push({ id: vassalage, label: vassalage });

  const query = useMemo<GameListParams>(
    () => ({
      gameType: code,
      vassalage: vassalage || undefined,
      filter,
      subCategory: subCategory ?? undefined,
      minBet1: isSlots && minBet1 ? true : undefined,
      lines25: isSlots && lines25 ? true : undefined,
      keyword: keyword || undefined,
    }),
    [code, vassalage, filter, subCategory, isSlots, minBet1, lines25, keyword],
  );
  const list = useGameList(query);

  const chooseVendor = (id: string) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      if (id === ALL_VENDORS) next.delete('vassalage');
      else next.set('vassalage', id);
      return next;
    });

  const chooseFilter = (next: GameFilter) => {
    if (PERSONAL_FILTERS.includes(next) && !session.isLogin) {
      sendCommand({ type: 'openModal', modal: 'login', params: {} });
      return;
    }
    setFilter(next);
  };

  const title = t(`page.${code}`);
  return (
    <div className={styles.page} data-testid="games-page" data-category={code}>
      <CategoryBanner category={code} title={title} lead={t('kind.list')} />
      <CategorySummary category={code} />
      <Tabs items={tabs} value={vassalage || ALL_VENDORS} onChange={chooseVendor} label={t('lobby.vendors', { category: title })}>
        {vassalage && <VendorGameTypes vassalage={vassalage} current={code} />}
        <div className={styles.toolbar}>
          <div className={styles.chips} role="group" aria-label={t('lobby.filters')}>
            {GAME_FILTERS.map((id) => (
              <Chip key={id} pressed={filter === id} onClick={() => chooseFilter(id)}>
                {t(`lobby.filter.${id}`)}
              </Chip>
            ))}
          </div>
          <div className={styles.chips} role="group" aria-label={t('lobby.subCategories')}>
            <Chip pressed={subCategory === null} onClick={() => setSubCategory(null)}>
              {t('lobby.subCategory.ALL')}
            </Chip>
            {SUB_CATEGORIES.map((id) => (
              <Chip key={id} pressed={subCategory === id} onClick={() => setSubCategory(subCategory === id ? null : id)}>
                {t(`lobby.subCategory.${id}`)}
              </Chip>
            ))}
          </div>
          {isSlots && (
            <div className={styles.chips} role="group" aria-label={t('lobby.slotFilters')}>
              <Chip pressed={minBet1} onClick={() => setMinBet1(!minBet1)}>
                {t('lobby.minBet1', { amount: formatMoneyWithSymbol(MIN_BET_FILTER) })}
              </Chip>
              <Chip pressed={lines25} onClick={() => setLines25(!lines25)}>
                {t('lobby.lines25')}
              </Chip>
            </div>
          )}
          <TextField
            className={styles.search}
            type="search"
            label={t('lobby.search')}
            placeholder={t('lobby.searchPlaceholder')}
            value={text}
            maxLength={KEYWORD_MAX}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        {code === 'LIVE' && vassalage && <LiveRooms vassalage={vassalage} />}
        <GameGrid
          label={t('lobby.gamesOf', { category: title })}
          games={list.items}
          status={list.status}
          error={list.error}
          onRetry={list.retry}
          emptyMessage={keyword ? t('lobby.emptySearch', { keyword }) : t('lobby.empty')}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          moreFailed={list.moreFailed}
          onLoadMore={list.loadMore}
        />
      </Tabs>
    </div>
  );
}
