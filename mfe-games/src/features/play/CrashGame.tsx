import { useCallback, useEffect, useState } from 'react';
import { Button, TextField } from '@portal/shared';
import type { CrashFlightAnswer, CrashSession } from '@portal/shared/contracts';
import { CrashMeter } from './CrashMeter';
import type { EngineProps } from './engineProps';
import { usePlayTranslation } from './i18n';
import { crashChance, formatChance, formatMultiplier, parseCashOut, payoutOf } from './math';
import { PlayButton } from './PlayButton';
import { useCrashFlight } from './useCrashFlight';
import styles from './Crash.module.css';

/**
 * The in-house crash: launch the rocket, then cash out while it climbs (on the server's clock) before
 * it crashes; an automatic cash-out, if set, is the safety exit.
 */
export function CrashGame({ session, bet, busy, announce, money, betSelector, record, showBalance, hold, report, insufficient }: EngineProps<CrashSession>) {
  const { t } = usePlayTranslation();
  const { minCashOut, maxCashOut } = session.rules;
  const [text, setText] = useState('');
  // Empty: no automatic exit, the player cashes out by hand.
  const autoCashOut = text.trim() === '' ? null : parseCashOut(text, minCashOut, maxCashOut);
  const invalid = text.trim() !== '' && autoCashOut === null;

  const onSettled = useCallback(
    ({ flight, balance }: CrashFlightAnswer) => {
      const { round } = flight;
      if (!round) return;
      record({ round, balance });
      const { win, cashOut, crashPoint } = round.result;
      announce(
        win ? t('crash.won', { cashOut: formatMultiplier(cashOut), amount: money(round.payout) }) : t('crash.lost', { crashPoint: formatMultiplier(crashPoint) }),
      );
    },
    [record, announce, money, t],
  );
  const rocket = useCrashFlight({
    ticket: session.ticket,
    resume: session.flight,
    onSettled,
    onStarted: showBalance,
    onInsufficient: insufficient,
    onError: report,
    fallbackMessage: t('table.roundFailed'),
  });
  const { flying, start } = rocket;

  // A rocket in the air keeps the table's other controls (bet, seed rotation) still.
  useEffect(() => {
    hold(flying || rocket.starting);
  }, [hold, flying, rocket.starting]);

  const launch = () => {
    if (invalid || busy) return;
    announce('');
    void start(bet, autoCashOut);
  };

  return (
    <div className={styles.crash}>
      <CrashMeter flight={rocket.flight} multiplier={rocket.multiplier} autoCashOut={autoCashOut} />
      <div className={styles.setup}>
        <TextField
          label={t('crash.autoCashOut')}
          hint={t('crash.autoHint')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="2.00"
          value={text}
          disabled={busy || flying}
          onChange={(event) => setText(event.target.value)}
          error={invalid ? t('crash.invalid', { min: formatMultiplier(minCashOut), max: formatMultiplier(maxCashOut) }) : null}
          trailing={
            <span className={styles.unit} aria-hidden="true">
              ×
            </span>
          }
        />
        <dl className={styles.facts}>
          <div>
            <dt>{t('crash.chance')}</dt>
            <dd data-testid="crash-chance">{autoCashOut === null ? '—' : `${formatChance(crashChance(autoCashOut))}%`}</dd>
          </div>
          <div>
            <dt>{t('crash.payout')}</dt>
            <dd data-testid="crash-payout">{autoCashOut === null ? '—' : money(payoutOf(bet, autoCashOut))}</dd>
          </div>
        </dl>
      </div>
      <div className={styles.controls}>
        {betSelector}
        {/* Where Play was pressed: the player's thumb is already there. */}
        {flying ? (
          <Button className={styles.cashOut} loading={rocket.cashing} onClick={() => void rocket.cashOut()} data-testid="crash-cash-out">
            <span>{t('crash.cashOut')}</span>
            <span className={styles.cashOutValue} data-testid="crash-cash-out-value">
              {money(payoutOf(rocket.flight?.bet ?? bet, rocket.multiplier))} · {formatMultiplier(rocket.multiplier)}×
            </span>
          </Button>
        ) : (
          <PlayButton label={t('crash.play')} busy={busy || rocket.starting} disabled={invalid} onClick={launch} />
        )}
      </div>
    </div>
  );
}
