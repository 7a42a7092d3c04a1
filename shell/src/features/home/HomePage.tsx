import { sendCommand, useBalance, useSession } from '@portal/kernel';
import { formatMoney } from '@portal/shared';
import { HomeBanners, HomePopups, Marquee, PromotionStrip } from '../announcements';
import { RemoteSlot } from '../remotes';
import { Optional } from '../../app/AppErrorBoundary';
import { NearViewport } from './NearViewport';
import styles from './HomePage.module.css';
import { useShellTranslation } from '../../i18n';

export function HomePage() {
  const { t } = useShellTranslation();
  const session = useSession();
  const wallet = useBalance();
  return (
    <div className={styles.home}>
      <Marquee />
      <Optional>
        <HomeBanners />
      </Optional>
      <HomePopups />
      <section className={styles.hero}>
        <h1>{t('home.heroTitle')}</h1>
        <p>{t('home.heroText')}</p>
        {session.isLogin ? (
          <p className={styles.welcome}>
            {t('home.welcome', { name: session.member?.nickname || session.member?.account })}
            {wallet.balance !== null && !wallet.masked && (
              <strong>
                {' '}
                {wallet.currencySymbol} {formatMoney(wallet.balance, wallet.decimals)}
              </strong>
            )}
          </p>
        ) : (
          <div className={styles.cta}>
            <button type="button" className={styles.primary} onClick={() => sendCommand({ type: 'openModal', modal: 'register' })}>
              {t('home.join')}
            </button>
            <button type="button" className={styles.secondary} onClick={() => sendCommand({ type: 'openModal', modal: 'login' })}>
              {t('header.login')}
            </button>
          </div>
        )}
      </section>
      <NearViewport label={t('home.gamesLoading')}>
        <RemoteSlot remote="mfe-games" expose="HomeSections" basePath="/" size="widget" />
      </NearViewport>
      <PromotionStrip />
    </div>
  );
}
