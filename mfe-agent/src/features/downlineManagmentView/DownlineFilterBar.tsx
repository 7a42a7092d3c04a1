import { Button, type Paging, Section } from '@portal/shared';
import { DOWNLINE_KINDS, DOWNLINE_SCOPES, DOWNLINE_STATUSES } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import { MemberFilter } from '../../teamReport';
import { DOWNLINE_ORDERS, type DownlineFilters } from './useDownlineQuery';

/** Direct or every level, then the account, level, kind, status and order of the list. */
export function DownlineFilterBar({ paging }: { paging: Paging<DownlineFilters> }) {
  const { t } = useAgentTranslation();
  const { filters, setFilter } = paging;
  return (
    <Section title={t('downline.filters')}>
      <div className={layoutStyles.filters} role="group" aria-label={t('downline.scope.label')}>
        {DOWNLINE_SCOPES.map((scope) => (
          <Button key={scope} className={layoutStyles.touch} variant={filters.scope === scope ? 'primary' : 'secondary'} aria-pressed={filters.scope === scope} onClick={() => setFilter('scope', scope)}>
            {t(`downline.scope.${scope}`)}
          </Button>
        ))}
      </div>
      <MemberFilter account={filters.account} level={filters.scope === 'all' ? filters.level : '1'} levelDisabled={filters.scope === 'direct'} onAccount={(value) => setFilter('account', value)} onLevel={(value) => setFilter('level', value)} />
      <div className={layoutStyles.filters}>
        <label className={layoutStyles.field}>
          <span>{t('downline.kind')}</span>
          <select className={layoutStyles.control} value={filters.kind} onChange={(e) => setFilter('kind', e.target.value as DownlineFilters['kind'])}>
            <option value="">{t('downline.allKinds')}</option>
            {DOWNLINE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`common.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={layoutStyles.field}>
          <span>{t('downline.status.label')}</span>
          <select className={layoutStyles.control} value={filters.status} onChange={(e) => setFilter('status', e.target.value as DownlineFilters['status'])}>
            <option value="">{t('downline.status.all')}</option>
            {DOWNLINE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`downline.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={layoutStyles.field}>
          <span>{t('downline.order.label')}</span>
          <select className={layoutStyles.control} value={filters.order} onChange={(e) => setFilter('order', e.target.value as DownlineFilters['order'])}>
            {DOWNLINE_ORDERS.map((order) => (
              <option key={order} value={order}>
                {t(`downline.order.${order.replace('.', '_')}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </Section>
  );
}
