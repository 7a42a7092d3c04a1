import { useMoney } from '@portal/shared';
import type { RedEnvelopeAnswer } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import styles from './RedEnvelope.module.css';

/** The split the server drew (or evened out): each receiver's share, in the order they were chosen. */
export function Shares({ answer }: { answer: RedEnvelopeAnswer }) {
  const { t } = useAgentTranslation();
  const money = useMoney();
  return (
    <div className={styles.shares} role="status" data-testid="envelope-shares">
      <p>{t(`envelope.sent.${answer.split}`, { count: answer.shares.length, balance: money(answer.balance) })}</p>
      <ul>
        {answer.shares.map((share) => (
          <li key={share.memberId}>
            <span className={styles.account}>{share.account}</span>
            <strong>{money(share.amount)}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
