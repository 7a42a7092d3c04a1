import { useId, useState } from 'react';
import { Button, useMoney, useSiteDate } from '@portal/shared';
import type { ContractKind, ContractSettlement, ContractSide } from '@portal/shared/contracts';
import { shownRate, useTierLine } from '../contractTerms';
import { useAgentTranslation } from '../i18n';
import { usePeriodText } from './periodText';
import styles from './ContractRecords.module.css';

/** The settlements as cards (one column at 360 px): period, the other party, amount, status; each opens to what decided it. */
export function SettlementList({ kind, side, rows, caption }: { kind: ContractKind; side: ContractSide; rows: readonly ContractSettlement[]; caption: string }) {
  return (
    <ul className={styles.list} aria-label={caption} data-testid="settlements">
      {rows.map((row) => (
        <Settlement key={row.id} kind={kind} side={side} row={row} />
      ))}
    </ul>
  );
}

function Settlement({ kind, side, row }: { kind: ContractKind; side: ContractSide; row: ContractSettlement }) {
  const { t } = useAgentTranslation();
  const money = useMoney();
  const period = usePeriodText();
  const [open, setOpen] = useState(false);
  const id = useId();
  // Received (side downline): the other party is the upline; paid (side upline): the downline.
  const other = side === 'downline' ? row.upline : row.downline;
  return (
    <li className={styles.row} data-testid={`settlement-${row.id}`}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('contractRecords.period')}</dt>
          <dd id={`${id}-period`}>{period(row)}</dd>
        </div>
        <div>
          <dt>{t(side === 'downline' ? 'contractRecords.from' : 'contractRecords.to')}</dt>
          <dd className={styles.account}>{other.account}</dd>
        </div>
        <div>
          <dt>{t('contractRecords.amount')}</dt>
          <dd className={styles.amount}>{money(row.amount)}</dd>
        </div>
        <div>
          <dt>{t('contractRecords.status.label')}</dt>
          <dd>
            <span className={styles[row.status]}>{t(`contractRecords.status.${row.status}`)}</span>
          </dd>
        </div>
      </dl>
      <Button variant="secondary" className={styles.toggle} aria-expanded={open} aria-controls={`${id}-inputs`} aria-describedby={`${id}-period`} onClick={() => setOpen(!open)}>
        {t(open ? 'contractRecords.hideInputs' : 'contractRecords.showInputs')}
      </Button>
      {open && <Inputs id={`${id}-inputs`} kind={kind} row={row} />}
    </li>
  );
}

/** What decided a settlement: the team's figures over the period, the tier they reached, the working, who paid, when. */
function Inputs({ id, kind, row }: { id: string; kind: ContractKind; row: ContractSettlement }) {
  const { t } = useAgentTranslation();
  const money = useMoney();
  const formatDate = useSiteDate();
  const tierLine = useTierLine(kind);
  const base = kind === 'dividend' ? row.netLoss : row.validBet;
  const working = !row.tier
    ? t('contractRecords.working.none')
    : row.tier.rateType === 'P'
      ? t('contractRecords.working.percent', { rate: shownRate('P', row.tier.rate, money), base: money(base), amount: money(row.amount) })
      : t('contractRecords.working.fixed', { amount: money(row.amount) });
  const facts: [string, string][] = [
    [t('contractRecords.inputs.validBet'), money(row.validBet)],
    ...(kind === 'dividend' ? [[t('contractRecords.inputs.netLoss'), money(row.netLoss)] as [string, string]] : []),
    [t('contractRecords.inputs.activeMembers'), String(row.activeMembers)],
    [t('contractRecords.inputs.tier'), row.tier ? tierLine(row.tier) : t('contractRecords.inputs.noTier')],
    [t('contractRecords.inputs.working'), working],
    [t('contractRecords.inputs.payer'), row.payer === 'platform' ? t('contractRecords.payer.platform') : t('contractRecords.payer.upline', { account: row.upline.account })],
    [t('contractRecords.inputs.settledAt'), formatDate(row.settledAt)],
    [t('contractRecords.inputs.paidAt'), row.paidAt ? formatDate(row.paidAt) : t(row.status === 'unpaid' ? 'contractRecords.inputs.notPaid' : 'contractRecords.inputs.nothingToPay')],
  ];
  return (
    <dl id={id} className={styles.inputs} data-testid={`settlement-inputs-${row.id}`}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
