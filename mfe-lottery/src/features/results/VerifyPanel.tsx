import { useState } from 'react';
import { http, isApiError } from '@portal/kernel';
import { Button, TextField } from '@portal/shared';
import { lotteryVerify, type LotteryDrawResult, type LotteryVerifyAnswer } from '@portal/shared/contracts';
import { useLotteryTranslation } from '../../i18n';
import { ResultTable } from './ResultTable';
import styles from './Results.module.css';

const samePrizes = (a: LotteryVerifyAnswer['prizes'], b: LotteryDrawResult['prizes']) =>
  a.length === b.length && a.every((line, index) => line.tier === b[index]?.tier && line.numbers.join(',') === b[index]?.numbers.join(','));

/**
 * Provable fairness of one draw: the seed hash published when it opened, the seed revealed when it was
 * drawn, and a recompute by the server's stateless verify call from the seed and the draw number. It
 * matches when the seed hashes to the published hash and gives the published numbers.
 */
export function VerifyPanel({ draw }: { draw: LotteryDrawResult }) {
  const { t } = useLotteryTranslation();
  const [seed, setSeed] = useState(draw.serverSeed);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<LotteryVerifyAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);

  const recompute = async () => {
    setBusy(true);
    setError(null);
    try {
      setAnswer(await http.call(lotteryVerify, { gameId: draw.gameId, numero: draw.numero, serverSeed: seed.trim() }));
    } catch (failure: unknown) {
      setAnswer(null);
      setError(isApiError(failure) && failure.message ? failure.message : t('verify.failed'));
    } finally {
      setBusy(false);
    }
  };

  const matches = answer !== null && answer.serverSeedHash === draw.serverSeedHash && samePrizes(answer.prizes, draw.prizes);
  return (
    <div className={styles.verifyPanel} data-testid="verify-panel">
      <h3 className={styles.drawTitle}>{t('verify.title', { numero: draw.numero })}</h3>
      <dl className={styles.pairs}>
        <div>
          <dt>{t('verify.hash')}</dt>
          <dd>
            <code className={styles.hash}>{draw.serverSeedHash}</code>
          </dd>
        </div>
        <div>
          <dt>{t('verify.seed')}</dt>
          <dd>
            <code className={styles.hash}>{draw.serverSeed}</code>
          </dd>
        </div>
      </dl>
      <TextField className={styles.seedField} label={t('verify.seedField')} value={seed} spellCheck={false} autoComplete="off" maxLength={128} hint={t('verify.hint')} onChange={(event) => setSeed(event.target.value)} />
      <Button className={styles.touch} loading={busy} disabled={seed.trim() === ''} onClick={() => void recompute()}>
        {t('verify.recompute')}
      </Button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {answer && (
        <div className={styles.verdict} data-match={matches}>
          <p role="status" className={matches ? styles.match : styles.noMatch}>
            {matches ? t('verify.match') : t('verify.noMatch')}
          </p>
          <dl className={styles.pairs}>
            <div>
              <dt>{t('verify.recomputedHash')}</dt>
              <dd>
                <code className={styles.hash}>{answer.serverSeedHash}</code>
              </dd>
            </div>
          </dl>
          <ResultTable prizes={answer.prizes} caption={t('verify.recomputedCaption', { numero: answer.numero })} />
        </div>
      )}
    </div>
  );
}
