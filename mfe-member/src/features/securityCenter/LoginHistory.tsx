import { http } from '@portal/kernel';
import { type Column, DataTable, PagedResults, Section, usePaging, useQuery, useSiteDate } from '@portal/shared';
import { loginHistory, type LoginRecord } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { cx, layoutStyles } from '../../layout';

export const LOGIN_HISTORY_PAGE_SIZE = 10;

/** The member's logins, newest first (from the sessions), ten a page. */
export function LoginHistory() {
  const { t } = useMemberTranslation();
  const formatDate = useSiteDate();
  const paging = usePaging({});
  const history = useQuery((signal) => http.call(loginHistory, { pageNo: paging.page, pageSize: LOGIN_HISTORY_PAGE_SIZE }, { signal }), [paging.page]);

  const columns: Column<LoginRecord>[] = [
    {
      key: 'at',
      header: t('security.loginHistory.time'),
      cell: (row) => <time dateTime={row.at}>{formatDate(row.at)}</time>,
    },
    { key: 'ip', header: t('security.loginHistory.ip'), cell: (row) => row.ip ?? '—' },
    {
      key: 'current',
      header: t('security.loginHistory.session'),
      cell: (row) => (row.current ? <span className={cx(layoutStyles.tag, layoutStyles.tagSuccess)}>{t('security.loginHistory.current')}</span> : null),
    },
  ];

  return (
    <Section title={t('security.loginHistory.title')} testId="login-history">
      <PagedResults query={history} paging={paging} empty={t('security.loginHistory.empty')}>
        {(data) => (
          <DataTable
            caption={t('security.loginHistory.title')}
            columns={columns}
            rows={data.content}
            rowKey={(row) => `${row.at}-${row.ip}`}
            testId="login-history-table"
            rowTestId={(row) => (row.current ? 'login-current' : 'login-row')}
          />
        )}
      </PagedResults>
    </Section>
  );
}
