import { Link } from '@portal/kernel';
import { DataTable, useMoney, useSiteDate, type Column } from '@portal/shared';
import type { DownlineMember } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';

/** One page of the downline; an account opens that member's detail (`?member=<id>`, so it can be linked and gone back from). */
export function DownlineTable({ rows }: { rows: readonly DownlineMember[] }) {
  const { t } = useAgentTranslation();
  const columns = useDownlineColumns();
  return <DataTable caption={t('downline.list')} columns={columns} rows={rows} rowKey={(m) => m.id} testId="downline" rowTestId={(m) => `downline-${m.account}`} />;
}

/** The list's columns, for the table and its CSV export. */
export function useDownlineColumns(): Column<DownlineMember>[] {
  const { t } = useAgentTranslation();
  const money = useMoney();
  const formatDate = useSiteDate();
  return [
    {
      key: 'account',
      header: t('common.member.account'),
      cell: (m) => (
        <Link to={`?member=${m.id}`} className={layoutStyles.linkButton} aria-label={t('downline.open', { account: m.account })}>
          {m.account}
        </Link>
      ),
      text: (m) => m.account,
    },
    { key: 'nickname', header: t('common.figures.nickname'), cell: (m) => m.nickname || '—' },
    { key: 'kind', header: t('downline.kind'), cell: (m) => t(`common.kinds.${m.kind}`) },
    { key: 'level', header: t('common.member.level'), numeric: true, cell: (m) => m.level },
    { key: 'balance', header: t('common.figures.balance'), numeric: true, cell: (m) => money(m.balance), amount: (m) => m.balance },
    { key: 'teamSize', header: t('common.figures.teamSize'), numeric: true, cell: (m) => m.teamSize },
    { key: 'lastLogin', header: t('downline.lastLogin'), cell: (m) => formatDate(m.lastLoginAt) },
    { key: 'status', header: t('downline.status.label'), cell: (m) => t(`downline.status.${m.active ? 'active' : 'inactive'}`) },
  ];
}
