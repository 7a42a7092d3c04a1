import type { ReactNode } from 'react';
import { ResultView } from '@portal/shared';
import { AgentPage } from '../../layout';
import { useContractInfo } from './contractInfo';
import { NotAvailable } from './NotAvailable';
import type { AgentPage as AgentPageName, ContractKind } from './pages';

/**
 * A record page of one contract kind: shown once the consolidated contract info says the kind applies
 * (`infotypes`), else the "not available" view (a typed URL). While the info loads, or when it failed,
 * the page's frame with the kit's faces (Retry).
 */
export function ContractGate({ page, kind, children }: { page: AgentPageName; kind: ContractKind; children: ReactNode }) {
  const { query, kinds } = useContractInfo();
  if (query.data === null) {
    return (
      <AgentPage page={page}>
        <ResultView query={query}>{() => null}</ResultView>
      </AgentPage>
    );
  }
  return kinds.has(kind) ? <>{children}</> : <NotAvailable page={page} />;
}
