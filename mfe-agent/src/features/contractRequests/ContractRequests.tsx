import { useState } from 'react';
import { useSearchParams } from '@portal/kernel';
import { Section } from '@portal/shared';
import { useAgentTranslation } from '../../i18n';
import { AgentPage } from '../../layout';
import { ContractDetail } from './ContractDetail';
import { ContractList } from './ContractList';
import { OfferForm } from './OfferForm';

/**
 * Contract requests (spec §2): the agent's contracts with its direct downline or its upline,
 * a new offer to a direct downline, and `?contract=<id>`: one contract's terms, history and moves.
 */
export function ContractRequests() {
  const { t } = useAgentTranslation();
  const [search] = useSearchParams();
  const contractId = Number(search.get('contract'));
  const showDetail = Number.isInteger(contractId) && contractId > 0;
  const [reload, setReload] = useState(0);

  return (
    <AgentPage page="contractRequests">
      {showDetail && <ContractDetail contractId={contractId} />}
      {/* The list stays mounted under the detail (hidden), so "back" finds its filters and page as they were. */}
      <div hidden={showDetail}>
        <ContractList reload={reload} />
      </div>
      <div hidden={showDetail}>
        <Section title={t('contracts.offer.title')}>
          <OfferForm onOffered={() => setReload((n) => n + 1)} />
        </Section>
      </div>
    </AgentPage>
  );
}
