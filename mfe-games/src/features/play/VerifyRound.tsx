import { http } from '@portal/kernel';
import { Modal, Spinner, useQuery, type GameEngine } from '@portal/shared';
import { verifyInhouseRound, type GameRound } from '@portal/shared/contracts';
import { outcomeOf, paramsOf, sha256Hex } from './fair';
import { usePlayTranslation } from './i18n';
import { formatMultiplier } from './math';
import styles from './Fair.module.css';

/**
 * Checks a revealed round twice: the browser hashes the server seed itself (WebCrypto) and compares
 * it with the hash shown before the round; the server recomputes the round from the seeds, and the
 * result and multiplier must equal the recorded ones.
 */
export function VerifyRound({ round, engine, onClose }: { round: GameRound; engine: GameEngine; onClose: () => void }) {
  const { t } = usePlayTranslation();
  const serverSeed = round.serverSeed ?? '';
  // null: the browser has no WebCrypto (an insecure context).
  const hash = useQuery(() => sha256Hex(serverSeed), [serverSeed]);
  // Stateless: the round recomputed from its seeds.
  const recompute = useQuery(
    (signal) => http.call(verifyInhouseRound, { engine, serverSeed, clientSeed: round.clientSeed, nonce: round.nonce, ...paramsOf(engine, round) }, { signal }),
    [round, engine],
  );

  const computed = hash.status === 'ready' ? hash.data : null;
  const hashOk = computed === null ? null : computed === round.serverSeedHash;
  const recorded = outcomeOf(engine, round.result);
  const answer = recompute.status === 'ready' ? recompute.data : null;
  const resultOk = answer
    ? outcomeOf(engine, answer.result) === recorded && answer.multiplier === round.multiplier && answer.serverSeedHash === round.serverSeedHash
    : null;
  const verdict =
    hashOk === false || resultOk === false
      ? 'mismatch'
      : hash.loading || recompute.loading
        ? 'pending'
        : recompute.status === 'failed'
          ? 'failed'
          : 'verified';

  const mark = (ok: boolean | null) =>
    ok === null ? null : (
      <span className={ok ? styles.ok : styles.bad} aria-label={ok ? t('verify.match') : t('verify.noMatch')}>
        {ok ? '✓' : '✗'}
      </span>
    );

  return (
    <Modal open onClose={onClose} title={t('verify.title', { nonce: round.nonce })} size="lg">
      <div className={styles.verifyBody}>
        <p className={`${styles.verdict} ${styles[verdict]}`} role="status" data-testid="verify-verdict" data-verdict={verdict}>
          {verdict === 'pending' ? <Spinner size="sm" decorative /> : null}
          {t(`verify.${verdict}`)}
        </p>
        <dl className={styles.pairs}>
          <div>
            <dt>{t('fair.serverSeed')}</dt>
            <dd>
              <code className={styles.hash}>{serverSeed}</code>
            </dd>
          </div>
          <div>
            <dt>{t('verify.shownHash')}</dt>
            <dd>
              <code className={styles.hash}>{round.serverSeedHash}</code>
            </dd>
          </div>
          <div>
            <dt>{t('verify.browserHash')}</dt>
            <dd className={styles.checkRow}>
              {computed !== null && <code className={styles.hash}>{computed}</code>}
              {computed === null && !hash.loading && <span className={styles.muted}>{t('verify.noWebCrypto')}</span>}
              {mark(hashOk)}
            </dd>
          </div>
          <div>
            <dt>{t('fair.clientSeed')}</dt>
            <dd>
              <code className={styles.hash}>{round.clientSeed}</code>
            </dd>
          </div>
          <div>
            <dt>{t('fair.nonce')}</dt>
            <dd>{round.nonce}</dd>
          </div>
          <div>
            <dt>{t('verify.recorded')}</dt>
            <dd>
              <code className={styles.hash}>{recorded}</code> · {formatMultiplier(round.multiplier)}×
            </dd>
          </div>
          <div>
            <dt>{t('verify.recomputed')}</dt>
            <dd className={styles.checkRow}>
              {answer && (
                <span>
                  <code className={styles.hash}>{outcomeOf(engine, answer.result)}</code> · {formatMultiplier(answer.multiplier)}×
                </span>
              )}
              {recompute.status === 'failed' && <span className={styles.muted}>{recompute.error || t('verify.failed')}</span>}
              {mark(resultOk)}
            </dd>
          </div>
        </dl>
        <p className={styles.muted}>{t('fair.how1')}</p>
      </div>
    </Modal>
  );
}
