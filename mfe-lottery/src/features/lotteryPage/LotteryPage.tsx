import { Link, useSearchParams, useSession } from '@portal/kernel';
import { EmptyState, ErrorState, type Fact, FactGrid, PageHero, Skeleton, useShownBalance } from '@portal/shared';
import type { LotteryFamily } from '@portal/shared/contracts';
import { useLotteryTranslation } from '../../i18n';
import { BettingView } from '../bettingView';
import { gamesOfFamily, parseLaunchQuery, resolveLaunch, useCatalog, type CatalogGame, type LaunchTarget } from '../catalog';
import { Lobby } from '../lobby';
import { useNames } from '../names';
import styles from './LotteryPage.module.css';

declare const __APP_VERSION__: string;

/**
 * A lottery page (/lottery, /seaLottery, /vnLottery): the launch query resolved through the menus, then
 * the lobby of the family or a game's betting view. Moving between them rewrites the launch query
 * (`lottoView`, `lottoGameCode`), so the back button and a shared link land on the same view.
 */
export function LotteryPage({ family: routeFamily }: { family: LotteryFamily }) {
  const { t } = useLotteryTranslation();
  const names = useNames();
  const session = useSession();
  const balance = useShownBalance();
  const [query, setQuery] = useSearchParams();
  const launch = parseLaunchQuery(query);
  const catalog = useCatalog(launch.device);
  const target: LaunchTarget | null = catalog.data ? resolveLaunch(catalog.data, launch, routeFamily) : null;
  const family = target?.family ?? launch.lottoArea ?? routeFamily;
  const games = catalog.data ? gamesOfFamily(catalog.data, family) : [];

  const show = (view: 'lobby' | 'betting', game: CatalogGame | null) =>
    setQuery((params) => {
      const next = new URLSearchParams(params);
      next.set('lottoView', view);
      if (game) next.set('lottoGameCode', game.gameCode);
      else next.delete('lottoGameCode');
      return next;
    });

  const facts: Fact[] = [
    { label: t('player'), value: session.member?.nickname || session.member?.account },
    { label: t('balance'), value: balance, testId: 'lottery-balance' },
  ];
  // What the launch named, by its name in the reader's language (never the code).
  const named = target?.named ? (target.named.kind === 'game' ? names.game(target.named.game.gameCode) : names.group(target.named.group.gameGroupCode)) : '';
  if (named) facts.push({ label: t('gameCode'), value: named, testId: 'lottery-game' });

  return (
    // The build's version is a data attribute, not a badge: a player has no use for it, and the hot-swap
    // journey (e2e) still sees which build of the remote drew the page.
    <div className={styles.page} data-testid="lottery-page" data-app-version={__APP_VERSION__}>
      <PageHero tone="lottery" title={names.family(family)} lead={t(`familyHint.${family}`)} />
      {launch.backUrl && (
        <Link to={launch.backUrl} className={styles.back}>
          {t('back')}
        </Link>
      )}
      <FactGrid facts={facts} />
      {catalog.status === 'failed' && !catalog.data ? (
        <ErrorState message={catalog.error ?? t('loadFailed')} onRetry={catalog.retry} />
      ) : !catalog.data || !target ? (
        <Skeleton lines={4} height={24} />
      ) : games.length === 0 ? (
        <EmptyState message={t('noGames')} />
      ) : target.view === 'betting' && target.game ? (
        <>
          <button type="button" className={styles.toLobby} onClick={() => show('lobby', target.game)}>
            {t('toLobby')}
          </button>
          <BettingView games={games} game={target.game} onOpen={(game) => show('betting', game)} />
        </>
      ) : (
        <Lobby games={games} onOpen={(game) => show('betting', game)} />
      )}
    </div>
  );
}
