import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatMoney, MASKED_MONEY, useBalance, useSession } from '@portal/shared';
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

  return (
    <div className={styles.page} data-testid="lottery-page">
      <header className={styles.head}>
        <div>
          <h1>{t(`area.${area.key}`)}</h1>
          <p className={styles.sub}>{t(`areaHint.${area.key}`)}</p>
        </div>
        <span className={styles.version} data-testid="lottery-version">
          {t('release', { version: __APP_VERSION__ })}
        </span>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t('player')}</dt>
          <dd>{session.member?.nickname || session.member?.account}</dd>
        </div>
        <div>
          <dt>{t('balance')}</dt>
          <dd>
            {wallet.currencySymbol} {balance}
          </dd>
        </div>
        <div>
          <dt>{t('prizeMode')}</dt>
          <dd>{area.prizeMode}</dd>
        </div>
        {gameCode && (
          <div>
            <dt>{t('gameCode')}</dt>
            <dd>{gameCode}</dd>
          </div>
        )}
      </dl>
      <section className={styles.draws} aria-label={t('drawsTitle')}>
        <h2>{t('drawsTitle')}</h2>
        <p>{t('drawsEmpty')}</p>
      </section>
    </div>
  );
}
