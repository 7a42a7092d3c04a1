import { EmptyState, type Fact, FactGrid, formatMoney, MASKED_MONEY, PageHero, useBalance, useSearchParams, useSession, useTranslation } from '@portal/shared';
import { NS } from '../../i18n';
import type { LotteryArea } from './areas';
import styles from './LotteryPage.module.css';

declare const __APP_VERSION__: string;

export function LotteryPage({ area }: { area: LotteryArea }) {
  const { t } = useTranslation(NS);
  const session = useSession();
  const wallet = useBalance();
  const [query] = useSearchParams();
  const gameCode = query.get('gameCode');
  const balance = wallet.balance === null ? '—' : wallet.masked ? MASKED_MONEY : formatMoney(wallet.balance, wallet.decimals);
  const facts: Fact[] = [
    { label: t('player'), value: session.member?.nickname || session.member?.account },
    { label: t('balance'), value: `${wallet.currencySymbol} ${balance}` },
    // The prize mode's name, never its code (LOTT, SEA): a player reads it in their language.
    { label: t('prizeMode'), value: t(`prizeModes.${area.prizeMode}`) },
  ];
  // The lobby a card opened, by its name in the player's language; a code this build cannot name is
  // not shown at all (a player cannot read VN_HANOI).
  const game = gameCode ? t(`games.${gameCode}`, { defaultValue: '' }) : '';
  if (game) facts.push({ label: t('gameCode'), value: game, testId: 'lottery-game' });

  return (
    // The build's version is a data attribute, not a badge: a player has no use for it, and the hot-swap
    // journey (e2e) still sees which build of the remote drew the page.
    <div className={styles.page} data-testid="lottery-page" data-app-version={__APP_VERSION__}>
      <PageHero tone="lottery" title={t(`area.${area.key}`)} lead={t(`areaHint.${area.key}`)} />
      <FactGrid facts={facts} />
      <section aria-labelledby="lottery-draws">
        <h2 id="lottery-draws" className={styles.heading}>
          {t('drawsTitle')}
        </h2>
        <EmptyState message={t('drawsEmpty')} />
      </section>
    </div>
  );
}
