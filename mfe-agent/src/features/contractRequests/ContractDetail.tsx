import { useState } from 'react';
import { http, Link, useSession } from '@portal/kernel';
import { Button, ConfirmDialog, DataTable, FactGrid, FormMessage, ResultView, Section, serverProblem, useQuery, useSiteDate, type Column } from '@portal/shared';
import { agentContract, agentTerminateContract, type AgentContract, type ContractDetail as Detail, type ContractEvent, type TerminationBody } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import { formStyles } from '../../forms';
import { AmendForm } from './AmendForm';
import { KindText } from '../../contractTerms';
import { StatusText, Terms } from './Terms';

type Step = TerminationBody['status'];

/** What the upline may do to the termination now: ask (or withdraw an unanswered offer), or answer the downline's ask. */
function terminationSteps(contract: AgentContract): Step[] {
  if (contract.status === 'P' || contract.status === 'E' || contract.status === 'A') return ['V'];
  if (contract.status === 'V' && contract.terminationBy === 'downline') return ['C', 'A'];
  return [];
}

/** One contract (`?contract=<id>`): parties, kind, status, the signed and proposed terms, its history; the upline's moves. */
export function ContractDetail({ contractId }: { contractId: number }) {
  const { t } = useAgentTranslation();
  const formatDate = useSiteDate();
  const session = useSession();
  const detail = useQuery((signal) => http.call(agentContract, { contractId }, { signal }), [contractId]);
  const [amending, setAmending] = useState(false);
  const [asking, setAsking] = useState<Step | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const answered = (contract: AgentContract, message: string) => {
    detail.setData((previous) => ({ contract, history: previous?.history ?? [] }));
    // The history gains a step: read it again.
    detail.retry();
    setDone(message);
  };

  const terminate = async (contract: AgentContract, status: Step) => {
    setBusy(true);
    setProblem(null);
    setDone(null);
    try {
      const next = await http.call(agentTerminateContract, { contractId: contract.id, status });
      answered(next, t(`contracts.done.${contract.status === 'P' && status === 'V' ? 'withdrawn' : status}`));
    } catch (error) {
      setProblem(serverProblem(error, [], t('contracts.failed')).form);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  const history: Column<ContractEvent>[] = [
    { key: 'at', header: t('contracts.history.at'), cell: (e) => formatDate(e.at) },
    { key: 'by', header: t('contracts.history.by'), cell: (e) => e.by },
    { key: 'action', header: t('contracts.history.action'), cell: (e) => actionText(e.action) },
    { key: 'status', header: t('contracts.status'), cell: (e) => t(`contracts.statuses.${e.status}`) },
  ];
  const actionText = (action: string) => {
    const key = `contracts.actions.${action.replace(/\./g, '_')}`;
    const text = t(key);
    return text === key ? action : text;
  };

  return (
    <Section title={t('contracts.detailTitle')}>
      <Link to="?" className={layoutStyles.linkButton}>
        {t('contracts.back')}
      </Link>
      <ResultView query={detail}>
        {({ contract, history: events }: Detail) => {
          const mine = contract.upline.id === session.member?.id ? 'upline' : 'downline';
          const other = mine === 'upline' ? contract.downline : contract.upline;
          const steps = mine === 'upline' ? terminationSteps(contract) : [];
          const canAmend = mine === 'upline' && (contract.status === 'P' || contract.status === 'E' || contract.status === 'A');
          return (
            <div data-testid="contract-detail">
              <FactGrid
                facts={[
                  { label: t(mine === 'upline' ? 'contracts.downline' : 'contracts.upline'), value: other.account },
                  { label: t('contracts.kind'), value: <KindText contract={contract} /> },
                  { label: t('contracts.status'), value: <StatusText contract={contract} mine={mine} />, testId: 'contract-status' },
                  { label: t('contracts.createdAt'), value: formatDate(contract.createdAt) },
                  { label: t('contracts.signedAt'), value: formatDate(contract.signedAt) },
                  { label: t('contracts.endedAt'), value: formatDate(contract.endedAt) },
                ]}
              />
              <h3>{t('contracts.signedTerms')}</h3>
              <Terms kind={contract.kind} tiers={contract.tiers} testId="signed-terms" />
              {contract.proposedTiers && (
                <>
                  <h3>{t('contracts.proposedTerms')}</h3>
                  {contract.proposedPeriod && contract.proposedPeriod !== contract.period && <p>{t('contracts.proposedPeriod', { period: t(`contractTerms.periods.${contract.proposedPeriod}`) })}</p>}
                  <Terms kind={contract.kind} tiers={contract.proposedTiers} testId="proposed-terms" />
                </>
              )}
              <FormMessage wrapAnywhere message={problem} />
              <FormMessage wrapAnywhere message={done} tone="success" />
              {(canAmend || steps.length > 0) && !amending && (
                <div className={formStyles.actions}>
                  {canAmend && (
                    <Button
                      variant="secondary"
                      onClick={() => {
                        setAmending(true);
                        setDone(null);
                      }}
                    >
                      {t('contracts.amend.open')}
                    </Button>
                  )}
                  {steps.map((step) => (
                    <Button
                      key={step}
                      variant={step === 'A' ? 'secondary' : 'ghost'}
                      onClick={() => (step === 'A' ? void terminate(contract, 'A') : setAsking(step))}
                      disabled={busy}
                    >
                      {t(`contracts.steps.${contract.status === 'P' && step === 'V' ? 'withdraw' : step}`)}
                    </Button>
                  ))}
                </div>
              )}
              {amending && (
                <AmendForm
                  contract={contract}
                  onCancel={() => setAmending(false)}
                  onAmended={(next) => {
                    setAmending(false);
                    answered(next, t('contracts.done.amended', { account: other.account }));
                  }}
                />
              )}
              <h3>{t('contracts.history.title')}</h3>
              <DataTable caption={t('contracts.history.title')} columns={history} rows={events} rowKey={(e) => `${e.at}-${e.action}-${e.status}`} testId="contract-history" />
              <ConfirmDialog
                open={asking !== null}
                title={t(`contracts.confirm.${contract.status === 'P' ? 'withdraw' : asking === 'C' ? 'C' : 'V'}Title`)}
                message={t(`contracts.confirm.${contract.status === 'P' ? 'withdraw' : asking === 'C' ? 'C' : 'V'}Message`, { account: other.account })}
                confirmLabel={t(`contracts.steps.${contract.status === 'P' ? 'withdraw' : asking === 'C' ? 'C' : 'V'}`)}
                tone="warning"
                busy={busy}
                onConfirm={() => asking && void terminate(contract, asking)}
                onCancel={() => setAsking(null)}
              />
            </div>
          );
        }}
      </ResultView>
    </Section>
  );
}
