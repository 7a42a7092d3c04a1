import { useId, useState } from 'react';
import { http, isApiError } from '@portal/kernel';
import { Button, Icon, TextField } from '@portal/shared';
import { rotateInhouseSeed, type FairState, type SeedRotation } from '@portal/shared/contracts';
import { usePlayTranslation } from './i18n';
import styles from './Fair.module.css';

export interface FairPanelProps {
  ticket: string;
  fair: FairState;
  /** A round is in flight: no rotation meanwhile. */
  busy: boolean;
  onRotated: (next: FairState) => void;
}

const CLIENT_SEED = /^[\x20-\x7E]{1,64}$/;

/** The active seed pair, the client seed the player may choose, and the reveal of the server seed. */
export function FairPanel({ ticket, fair, busy, onRotated }: FairPanelProps) {
  const { t } = usePlayTranslation();
  const titleId = useId();
  // null: untouched, the current client seed is shown.
  const [draft, setDraft] = useState<string | null>(null);
  const [rotating, setRotating] = useState(false);
  const [revealed, setRevealed] = useState<SeedRotation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const clientSeed = draft ?? fair.clientSeed;
  const invalid = draft !== null && !CLIENT_SEED.test(draft.trim());

  const rotate = async () => {
    if (invalid || rotating) return;
    const chosen = draft?.trim();
    setRotating(true);
    setError(null);
    try {
      // An unchanged client seed is not sent: the server then picks a fresh one.
      const clientSeed = chosen && chosen !== fair.clientSeed ? chosen : undefined;
      const answer = await http.call(rotateInhouseSeed, clientSeed ? { ticket, clientSeed } : { ticket });
      setRevealed(answer);
      setDraft(null);
      onRotated(answer.next);
    } catch (failure: unknown) {
      setError(isApiError(failure) ? failure.message : t('table.roundFailed'));
    } finally {
      setRotating(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <Icon name="shield" size={18} /> {t('fair.title')}
      </h2>
      <dl className={styles.pairs}>
        <div>
          <dt>{t('fair.serverSeedHash')}</dt>
          <dd>
            <code className={styles.hash} data-testid="fair-hash">
              {fair.serverSeedHash}
            </code>
          </dd>
        </div>
        <div>
          <dt>{t('fair.nonce')}</dt>
          <dd data-testid="fair-nonce">{fair.nonce}</dd>
        </div>
      </dl>
      <TextField
        label={t('fair.clientSeed')}
        value={clientSeed}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        hint={t('fair.clientSeedHint')}
        error={invalid ? t('fair.clientSeedInvalid') : null}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button variant="secondary" block loading={rotating} disabled={busy || invalid} onClick={() => void rotate()}>
        {t('fair.rotate')}
      </Button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {revealed && (
        <div className={styles.revealed} role="status" data-testid="fair-revealed">
          <h3 className={styles.subtitle}>{t('fair.revealedTitle')}</h3>
          <dl className={styles.pairs}>
            <div>
              <dt>{t('fair.serverSeed')}</dt>
              <dd>
                <code className={styles.hash} data-testid="revealed-seed">
                  {revealed.revealed.serverSeed}
                </code>
              </dd>
            </div>
            <div>
              <dt>{t('fair.itsHash')}</dt>
              <dd>
                <code className={styles.hash}>{revealed.revealed.serverSeedHash}</code>
              </dd>
            </div>
            <div>
              <dt>{t('fair.clientSeed')}</dt>
              <dd>
                <code className={styles.hash}>{revealed.revealed.clientSeed}</code>
              </dd>
            </div>
            <div>
              <dt>{t('fair.lastNonce')}</dt>
              <dd>{revealed.revealed.lastNonce < 0 ? '—' : revealed.revealed.lastNonce}</dd>
            </div>
            <div>
              <dt>{t('fair.newHash')}</dt>
              <dd>
                <code className={styles.hash} data-testid="fair-new-hash">
                  {revealed.next.serverSeedHash}
                </code>
              </dd>
            </div>
          </dl>
        </div>
      )}
      <details className={styles.explain}>
        <summary>{t('fair.howTitle')}</summary>
        <p>{t('fair.how1')}</p>
        <p>{t('fair.how2')}</p>
        <p>{t('fair.how3')}</p>
      </details>
    </section>
  );
}
