import { useId, useState } from 'react';
import { http } from '@portal/kernel';
import { Button, Pager, RECORD_PAGE_SIZE, ResultView, TextField, useMoney, useQuery } from '@portal/shared';
import { agentDownline, type DownlineMember } from '@portal/shared/contracts';
import { useAgentTranslation } from '../i18n';
import styles from './DownlinePicker.module.css';

/** A chosen receiver: the id the call takes and the account a person reads. */
export interface Receiver {
  id: number;
  account: string;
}

interface PickerProps {
  /** Checkboxes (a red envelope) or radio buttons (one transfer). */
  multiple: boolean;
  selected: readonly Receiver[];
  onChange: (selected: Receiver[]) => void;
  error?: string;
}

/**
 * The agent's direct downline to choose from (money goes to direct downline only), searched by account
 * on its button and paged by the server; a choice survives a new search or page, so several searches
 * can fill one envelope.
 */
export function DirectDownlinePicker({ multiple, selected, onChange, error }: PickerProps) {
  const { t } = useAgentTranslation();
  const money = useMoney();
  const name = useId();
  const [typed, setTyped] = useState('');
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const members = useQuery(
    (signal) => http.call(agentDownline, { scope: 'direct', ...(account ? { account } : {}), pageNo: page, pageSize: RECORD_PAGE_SIZE }, { signal }),
    [account, page],
  );
  const chosen = new Set(selected.map((receiver) => receiver.id));

  const toggle = (member: DownlineMember) => {
    if (!multiple) return onChange([{ id: member.id, account: member.account }]);
    onChange(chosen.has(member.id) ? selected.filter((receiver) => receiver.id !== member.id) : [...selected, { id: member.id, account: member.account }]);
  };

  return (
    <fieldset className={styles.picker} aria-describedby={error ? `${name}-error` : undefined}>
      <legend>{t(multiple ? 'picker.many' : 'picker.one')}</legend>
      <div className={styles.search}>
        <TextField label={t('picker.account')} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
        <Button
          variant="secondary"
          onClick={() => {
            setAccount(typed.trim());
            setPage(1);
          }}
        >
          {t('picker.find')}
        </Button>
      </div>
      <ResultView query={members} isEmpty={(data) => data.content.length === 0} empty={t('picker.empty')}>
        {(data) => (
          <>
            <ul className={styles.list} data-testid="downline-picker">
              {data.content.map((member) => (
                <li key={member.id}>
                  <label className={styles.option}>
                    <input type={multiple ? 'checkbox' : 'radio'} name={name} checked={chosen.has(member.id)} onChange={() => toggle(member)} />
                    <span className={styles.account}>{member.nickname ? `${member.account} (${member.nickname})` : member.account}</span>
                    <span className={styles.balance}>{money(member.balance)}</span>
                  </label>
                </li>
              ))}
            </ul>
            <Pager page={data.pageNum} totalPages={data.totalPages} onPage={setPage} disabled={members.loading} />
          </>
        )}
      </ResultView>
      {error && (
        <p id={`${name}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
