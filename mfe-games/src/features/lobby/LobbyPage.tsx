import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, formatMoney, MASKED_MONEY, PageHero, sendCommand, useBalance, useSession } from '@portal/shared';
import { NS } from '../../i18n';
import type { GamePage } from './pages';
import styles from './LobbyPage.module.css';

export function LobbyPage({ page }: { page: GamePage }) {
  const { t } = useTranslation(NS);
  const session = useSession();
  const wallet = useBalance();
  const [query] = useSearchParams();
  const vendor = query.get('vassalage');
  const balance = wallet.balance === null ? '—' : wallet.masked ? MASKED_MONEY : formatMoney(wallet.balance, wallet.decimals);

  return (
    <div className={styles.page} data-testid="games-page" data-category={page.code}>
      <PageHero tone="games" title={t(`page.${page.code}`)} lead={t(`kind.${page.kind}`)} aside={vendor ? t('vendor', { vendor }) : undefined} />
      <div className={styles.player}>
        {session.isLogin ? (
          <span>
            {t('playingAs', { name: session.member?.nickname || session.member?.account })} · {wallet.currencySymbol} {balance}
          </span>
        ) : (
          <>
            <span>{t('guest')}</span>
            <Button variant="primary" onClick={() => sendCommand({ type: 'openModal', modal: 'login' })}>
              {t('login')}
            </Button>
          </>
        )}
      </div>
      <EmptyState message={t('noGames')} />
    </div>
  );
}
