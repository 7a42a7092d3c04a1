import { useState } from 'react';
import { http } from '@portal/kernel';
import { ConfirmDialog, FormMessage, Pager, ResultView, RECORD_PAGE_SIZE, Section, serverProblem, useQuery } from '@portal/shared';
import { agentDisableLink, agentLinks, type InviteLink } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { AgentPage } from '../../layout';
import { CreateLinkForm } from './CreateLinkForm';
import { LinkItem } from './LinkItem';
import { useCopy } from './useCopy';
import styles from './ReferralLinks.module.css';

/** Referral link management (spec §2): the agent's invite links, a new one, copy, disable. */
export function ReferralLinks() {
  const { t } = useAgentTranslation();
  const [page, setPage] = useState(1);
  const links = useQuery((signal) => http.call(agentLinks, { pageNo: page, pageSize: RECORD_PAGE_SIZE }, { signal }), [page]);
  const { copy, resultFor } = useCopy();
  const [disabling, setDisabling] = useState<InviteLink | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // A new link is the newest: the first page shows it (a reload, since its counts come from the server).
  const created = () => {
    if (page === 1) links.retry();
    else setPage(1);
  };

  const disable = async () => {
    if (!disabling) return;
    setBusy(true);
    setProblem(null);
    try {
      await http.call(agentDisableLink, { linkId: disabling.id });
      links.retry();
    } catch (error) {
      // The server's words (already in the reader's language), or a plain fallback.
      setProblem(serverProblem(error, [], t('links.failed')).form);
    } finally {
      setBusy(false);
      setDisabling(null);
    }
  };

  return (
    <AgentPage page="referralLinks">
      <Section title={t('links.newTitle')}>
        <CreateLinkForm onCreated={created} />
      </Section>
      <Section title={t('links.listTitle')}>
        <FormMessage wrapAnywhere message={problem} />
        <ResultView query={links} isEmpty={(data) => data.content.length === 0} empty={t('links.empty')}>
          {(data) => (
            <>
              <ul className={styles.list} data-testid="invite-links">
                {data.content.map((link) => (
                  <LinkItem key={link.id} link={link} copied={resultFor(link.id)} onCopy={(url, field) => void copy(link.id, url, field)} onDisable={() => setDisabling(link)} />
                ))}
              </ul>
              <Pager page={data.pageNum} totalPages={data.totalPages} onPage={setPage} disabled={links.loading} />
            </>
          )}
        </ResultView>
      </Section>
      <ConfirmDialog
        open={disabling !== null}
        title={t('links.disableTitle')}
        message={t('links.disableMessage', { code: disabling?.code ?? '' })}
        confirmLabel={t('links.disable')}
        tone="warning"
        busy={busy}
        onConfirm={() => void disable()}
        onCancel={() => setDisabling(null)}
      />
    </AgentPage>
  );
}
