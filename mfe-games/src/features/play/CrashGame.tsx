import { useCallback, useState } from 'react';
import { TextField } from '@portal/shared';
import type { CrashResult, CrashSession, GameRound } from '@portal/shared/contracts';
import { CrashMeter } from './CrashMeter';
import type { EngineProps } from './engineProps';
import { usePlayTranslation } from './i18n';
import { crashChance, formatChance, formatMultiplier, parseCashOut, payoutOf } from './math';
import { PlayButton } from './PlayButton';
import styles from './Crash.module.css';

/** The in-house crash: set an automatic cash-out, then watch the multiplier climb until it crashes. */
export function CrashGame({ session, bet, busy, play, announce, money, betSelector }: EngineProps<CrashSession>) {
  const { t } = usePlayTranslation();
  const { minCashOut, maxCashOut } = session.rules;
  const [text, setText] = useState('2.00');
  const [round, setRound] = useState<GameRound<CrashResult> | null>(null);
  const [flying, setFlying] = useState(false);
  const cashOut = parseCashOut(text, minCashOut, maxCashOut);

  const launch = async () => {
    if (cashOut === null || flying) return;
    const played = (await play({ crash: { cashOut } })) as GameRound<CrashResult> | null;
    if (!played) return;
    setFlying(true);
    setRound(played);
  };

  const onDone = useCallback(
    (landed: GameRound<CrashResult>) => {
      setFlying(false);
      const { win, cashOut: at, crashPoint } = landed.result;
      announce(
        win
          ? t('crash.won', { cashOut: formatMultiplier(at), amount: money(landed.payout) })
          : t('crash.lost', { crashPoint: formatMultiplier(crashPoint) }),
      );
    },
    [announce, money, t],
  );

  return (
    <div className={styles.crash}>
      <CrashMeter key={round?.roundId ?? 'none'} round={round} cashOut={cashOut} onDone={onDone} />
      <div className={styles.setup}>
        <TextField
          label={t('crash.autoCashOut')}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={busy || flying}
          onChange={(event) => setText(event.target.value)}
          error={cashOut === null ? t('crash.invalid', { min: formatMultiplier(minCashOut), max: formatMultiplier(maxCashOut) }) : null}
          trailing={
            <span className={styles.unit} aria-hidden="true">
              ×
            </span>
          }
        />
        <dl className={styles.facts}>
          <div>
            <dt>{t('crash.chance')}</dt>
            <dd data-testid="crash-chance">{cashOut === null ? '—' : `${formatChance(crashChance(cashOut))}%`}</dd>
          </div>
          <div>
            <dt>{t('crash.payout')}</dt>
            <dd data-testid="crash-payout">{cashOut === null ? '—' : money(payoutOf(bet, cashOut))}</dd>
          </div>
        </dl>
      </div>
      <div className={styles.controls}>
        {betSelector}
        <PlayButton label={t('crash.play')} busy={busy || flying} disabled={cashOut === null} onClick={() => void launch()} />
      </div>
    </div>
  );
}
