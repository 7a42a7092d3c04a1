import { useState, type ReactNode } from 'react';
import { http, sendCommand, useLanguage, useSession } from '@portal/kernel';
import { Button, EmptyState, ErrorState, PageHero, Skeleton, Tabs, useQuery } from '@portal/shared';
import { getPointReward, MCS2_getPointBalance, MCS2_getPointConfig, MCS2_getRedeemPointList, ODSFE2_MemTransDet, type PointExchangeAnswer } from '@portal/shared/contracts';
import { usePromotionsTranslation } from '../../i18n';
import { ConvertForm } from './ConvertForm';
import { GoodsSection } from './GoodsSection';
import { PointDetails } from './PointDetails';
import { RedeemHistory } from './RedeemHistory';
import { Rules } from './Rules';
import styles from './PointMall.module.css';
import { formatPoints } from './points';

const TABS = ['goods', 'convert', 'history', 'details', 'rules'] as const;
type Tab = (typeof TABS)[number];

/** The mall of a formal account: points now, then the goods, conversion, history, details and rules. */
function Mall() {
  const { t } = usePromotionsTranslation();
  const language = useLanguage();
  const [tab, setTab] = useState<Tab>('goods');
  // Bumped after a redeem or conversion: points, stock, history and details are read again.
  const [version, setVersion] = useState(0);
  const balance = useQuery((signal) => http.call(MCS2_getPointBalance, undefined, { signal }), [version]);
  const config = useQuery((signal) => http.call(MCS2_getPointConfig, undefined, { signal }), []);
  const goods = useQuery((signal) => http.call(getPointReward, undefined, { signal }), [language, version]);
  const history = useQuery((signal) => http.call(MCS2_getRedeemPointList, undefined, { signal }), [language, version], { enabled: tab === 'history' });
  const details = useQuery((signal) => http.call(ODSFE2_MemTransDet, undefined, { signal }), [version], { enabled: tab === 'details' });
  const changed = (answer: PointExchangeAnswer) => {
    balance.setData((previous) => ({ ...(previous ?? { earned: 0, validBetCounted: 0 }), points: answer.points }));
    setVersion((n) => n + 1);
  };

  const failed = [balance, config, goods].find((query) => query.status === 'failed' && !query.data);
  if (failed) return <ErrorState message={failed.error ?? t('mall.failed')} onRetry={failed.retry} />;
  if (!balance.data || !config.data || !goods.data) {
    return (
      <div aria-busy="true">
        <span className={styles.srOnly}>{t('mall.loading')}</span>
        <Skeleton height={160} />
      </div>
    );
  }
  const held = balance.data.points;
  const list = (query: typeof history | typeof details, render: () => ReactNode) => {
    if (query.status === 'failed' && !query.data) return <ErrorState message={query.error ?? t('mall.failed')} onRetry={query.retry} />;
    if (!query.data) return <Skeleton height={120} />;
    return render();
  };

  let panel: ReactNode;
  if (tab === 'goods') panel = <GoodsSection goods={goods.data} config={config.data} held={held} onRedeemed={changed} />;
  else if (tab === 'convert') panel = <ConvertForm config={config.data} held={held} onDone={changed} />;
  else if (tab === 'history') panel = list(history, () => <RedeemHistory exchanges={history.data ?? []} />);
  else if (tab === 'details') panel = list(details, () => <PointDetails entries={details.data ?? []} />);
  else panel = <Rules config={config.data} />;

  return (
    <>
      <section className={styles.summary} aria-labelledby="my-points" data-testid="point-summary">
        <h2 id="my-points" className={styles.muted}>
          {t('mall.myPoints')}
        </h2>
        <p className={styles.points} data-testid="point-balance">
          {t('mall.points', { points: formatPoints(held) })}
        </p>
        <p className={styles.muted}>
          {t('mall.earned', { points: formatPoints(balance.data.earned) })} · {t('mall.never')}
        </p>
      </section>
      <Tabs items={TABS.map((id) => ({ id, label: t(`mall.tabs.${id}`) }))} value={tab} onChange={(id) => setTab(id as Tab)} label={t('mall.tabsLabel')}>
        {panel}
      </Tabs>
    </>
  );
}

/**
 * `/pointMall` (spec §2 "points mall"): current points, the goods and their details with the redeem
 * form, conversion to cash, the redeem history, points details, rules and the exchange rate table.
 * A guest is asked to join; a trial account is told the mall is for formal accounts.
 */
export function PointMallPage() {
  const { t } = usePromotionsTranslation();
  const session = useSession();
  const formal = session.isLogin && !session.isTrial;
  return (
    <div className={styles.page} data-testid="point-mall">
      <PageHero tone="promotions" title={t('pointMall.title')} lead={t('pointMall.lead')} />
      {formal ? (
        <Mall />
      ) : (
        <EmptyState
          message={session.isLogin ? t('mall.trial') : t('mall.guest')}
          action={
            <Button variant="primary" onClick={() => sendCommand({ type: 'openModal', modal: 'register' })}>
              {t('join')}
            </Button>
          }
        />
      )}
    </div>
  );
}
