import { http, useSearchParams } from '@portal/kernel';
import { CsvExport, PagedResults, Section, useQuery } from '@portal/shared';
import { agentDownline, siteDay } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { AgentPage } from '../../layout';
import { DownlineFilterBar } from './DownlineFilterBar';
import { DownlineTable, useDownlineColumns } from './DownlineTable';
import { MemberDetail } from './MemberDetail';
import { useDownlineQuery } from './useDownlineQuery';

/** The downline (DOWNMAN): direct or every level, searched, filtered, sorted, paged; `?member=<id>` shows one member. */
export function DownlineManagement() {
  const { t } = useAgentTranslation();
  const [search] = useSearchParams();
  const memberId = Number(search.get('member'));
  const query = useDownlineQuery();
  const showDetail = Number.isInteger(memberId) && memberId > 0;
  const columns = useDownlineColumns();
  // The list has no period: its export is named by the site day it was taken.
  const today = siteDay();
  // The list stays mounted under the detail (hidden), so going back finds the same filters and page.
  const list = useQuery((signal) => http.call(agentDownline, query.params, { signal }), [query.key]);

  return (
    <AgentPage page="downlineManagmentView">
      {showDetail && <MemberDetail memberId={memberId} />}
      <div hidden={showDetail}>
        <DownlineFilterBar paging={query} />
      </div>
      <div hidden={showDetail}>
        <Section title={t('downline.list')}>
          <CsvExport report={`downline-${query.params.scope}`} from={today} to={today} columns={columns} page={(pageNo, pageSize) => http.call(agentDownline, { ...query.params, pageNo, pageSize })} />
          <PagedResults query={list} paging={query} empty={t('downline.empty')}>
            {(data) => <DownlineTable rows={data.content} />}
          </PagedResults>
        </Section>
      </div>
    </AgentPage>
  );
}
