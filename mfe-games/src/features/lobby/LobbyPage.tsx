import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatMoney, MASKED_MONEY, sendCommand, useBalance, useSession } from '@portal/shared';
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
      <header className={styles.head}>
        <h1>{t(`page.${page.code}`)}</h1>
        <p>{t(`kind.${page.kind}`)}</p>
        {vendor && <p className={styles.vendor}>{t('vendor', { vendor })}</p>}
      </header>
      <div className={styles.player}>
        {session.isLogin ? (
          <span>
            {t('playingAs', { name: session.member?.nickname || session.member?.account })} · {wallet.currencySymbol} {balance}
          </span>
        ) : (
          <>
            <span>{t('guest')}</span>
            <button type="button" onClick={() => sendCommand({ type: 'openModal', modal: 'login' })}>
              {t('login')}
            </button>
          </>
        )}
      </div>
      <section className={styles.empty}>
        <p>{t('noGames')}</p>
      </section>
    </div>
  );
}
