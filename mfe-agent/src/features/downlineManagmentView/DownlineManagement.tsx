import { http, useSearchParams } from '@portal/kernel';
import { PagedResults, Section, useQuery } from '@portal/shared';
import { agentDownline } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { AgentPage } from '../../layout';
import { DownlineFilterBar } from './DownlineFilterBar';
import { DownlineTable } from './DownlineTable';
import { MemberDetail } from './MemberDetail';
import { useDownlineQuery } from './useDownlineQuery';

/** The downline (DOWNMAN): direct or every level, searched, filtered, sorted, paged; `?member=<id>` shows one member. */
export function DownlineManagement() {
  const { t } = useAgentTranslation();
  const [search] = useSearchParams();
  const memberId = Number(search.get('member'));
  const query = useDownlineQuery();
  const showDetail = Number.isInteger(memberId) && memberId > 0;
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
          <PagedResults query={list} paging={query} empty={t('downline.empty')}>
            {(data) => <DownlineTable rows={data.content} />}
          </PagedResults>
        </Section>
      </div>
    </AgentPage>
  );
}
