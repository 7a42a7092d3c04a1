import { useEffect, useState } from 'react';
import { http, isApiError, Modal, Spinner, type GameEngine } from '@portal/shared';
import { verifyInhouseRound, type GameRound, type VerifyRoundAnswer } from '@portal/shared/contracts';
import { outcomeOf, paramsOf, sha256Hex } from './fair';
import { usePlayTranslation } from './i18n';
import { formatMultiplier } from './math';
import styles from './Fair.module.css';

type HashCheck = { state: 'pending' } | { state: 'unavailable' } | { state: 'done'; computed: string };
type Recompute = { state: 'pending' } | { state: 'failed'; message: string } | { state: 'done'; answer: VerifyRoundAnswer };

/**
 * Checks a revealed round twice: the browser hashes the server seed itself (WebCrypto) and compares
 * it with the hash shown before the round; the server recomputes the round from the seeds, and the
 * result and multiplier must equal the recorded ones.
 */
export function VerifyRound({ round, engine, onClose }: { round: GameRound; engine: GameEngine; onClose: () => void }) {
  const { t } = usePlayTranslation();
  const [hash, setHash] = useState<HashCheck>({ state: 'pending' });
  const [recompute, setRecompute] = useState<Recompute>({ state: 'pending' });
  const serverSeed = round.serverSeed ?? '';

  useEffect(() => {
    let live = true;
    sha256Hex(serverSeed).then(
      (computed) => live && setHash(computed === null ? { state: 'unavailable' } : { state: 'done', computed }),
      () => live && setHash({ state: 'unavailable' }),
    );
    // Stateless: the round recomputed from its seeds.
    http.call(verifyInhouseRound, { engine, serverSeed, clientSeed: round.clientSeed, nonce: round.nonce, ...paramsOf(engine, round) }).then(
      (answer) => live && setRecompute({ state: 'done', answer }),
      (error: unknown) => live && setRecompute({ state: 'failed', message: isApiError(error) ? error.message : t('verify.failed') }),
    );
    return () => {
      live = false;
    };
  }, [round, engine, serverSeed, t]);

  const hashOk = hash.state === 'done' ? hash.computed === round.serverSeedHash : null;
  const recorded = outcomeOf(engine, round.result);
  const answer = recompute.state === 'done' ? recompute.answer : null;
  const resultOk = answer
    ? outcomeOf(engine, answer.result) === recorded && answer.multiplier === round.multiplier && answer.serverSeedHash === round.serverSeedHash
    : null;
  const verdict =
    hashOk === false || resultOk === false
      ? 'mismatch'
      : hash.state === 'pending' || recompute.state === 'pending'
        ? 'pending'
        : recompute.state === 'failed'
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
              {hash.state === 'done' && <code className={styles.hash}>{hash.computed}</code>}
              {hash.state === 'unavailable' && <span className={styles.muted}>{t('verify.noWebCrypto')}</span>}
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
              {recompute.state === 'failed' && <span className={styles.muted}>{recompute.message}</span>}
              {mark(resultOk)}
            </dd>
          </div>
        </dl>
        <p className={styles.muted}>{t('fair.how1')}</p>
      </div>
    </Modal>
  );
}
