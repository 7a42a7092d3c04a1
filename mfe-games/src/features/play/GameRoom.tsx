import { useCallback, useMemo, useState } from 'react';
import { useSession } from '@portal/kernel';
import { formatMoney } from '@portal/shared';
import type { FairState, GameSession, PlayRoundAnswer } from '@portal/shared/contracts';
import { BetSelector } from './BetSelector';
import { CrashGame } from './CrashGame';
import { DiceGame } from './DiceGame';
import { FairPanel } from './FairPanel';
import { GameHeader } from './GameHeader';
import { usePlayTranslation } from './i18n';
import { usableSteps } from './math';
import { RoundHistory } from './RoundHistory';
import { SlotGame } from './SlotGame';
import { useRoundHistory } from './useRoundHistory';
import { useRoundPlayer, type RoundParams } from './useRoundPlayer';
import { useTableBalance } from './useTableBalance';
import styles from './GameTable.module.css';

/** The game table of one ticket: header, the engine's stage and controls, provably fair and history. */
export function GameRoom({ session }: { session: GameSession }) {
  const { t } = usePlayTranslation();
  const { isLogin } = useSession();
  const { ticket, mode, limits, currencySymbol, decimals } = session;
  const steps = useMemo(() => usableSteps(limits.betSteps, limits.minBet, limits.maxBet), [limits]);
  const [bet, setBet] = useState(() => steps[0] ?? limits.minBet);
  const { balance, onBalance, onInsufficient } = useTableBalance(session);
  const [fair, setFair] = useState<FairState>(session.fair);
  const history = useRoundHistory(ticket);
  const { add: addToHistory, reload: reloadHistory } = history;
  const [announcement, setAnnouncement] = useState('');
  // A rocket in the air (the engine's own round) holds the bet and the seed rotation.
  const [held, setHeld] = useState(false);
  const [engineError, setEngineError] = useState<string | null>(null);

  const money = useCallback((minor: number) => `${currencySymbol} ${formatMoney(minor, decimals)}`, [currencySymbol, decimals]);
  // The answer is the whole round: the balance after it, the next nonce, and a new row of the history.
  const onAnswer = useCallback(
    ({ round, balance: next }: PlayRoundAnswer) => {
      onBalance(next);
      setFair({ serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce + 1 });
      addToHistory(round);
    },
    [onBalance, addToHistory],
  );
  const { play, busy, error } = useRoundPlayer({ ticket, onAnswer, onInsufficient, fallbackMessage: t('table.roundFailed') });

  const playAtBet = useCallback(
    (params?: RoundParams) => {
      if (busy) return Promise.resolve(null);
      setAnnouncement('');
      return play(bet, params);
    },
    [busy, play, bet],
  );
  // A rotation reveals the seed of the rounds played with it: the list is fetched again to show it.
  const onRotated = useCallback(
    (next: FairState) => {
      setFair(next);
      reloadHistory();
    },
    [reloadHistory],
  );

  const engine = {
    bet,
    busy,
    play: playAtBet,
    announce: setAnnouncement,
    money,
    betSelector: <BetSelector steps={steps} bet={bet} onChange={setBet} disabled={busy || held} money={money} />,
    record: onAnswer,
    showBalance: onBalance,
    hold: setHeld,
    report: setEngineError,
    insufficient: onInsufficient,
  };
  const shownError = error ?? engineError;

  return (
    <div className={styles.room} data-testid="play-table" data-engine={session.engine} data-mode={mode}>
      <GameHeader game={session.game} mode={mode} freePlay={mode === 'demo' && !isLogin} balance={money(balance)} />
      <div className={styles.layout}>
        <section className={styles.stage} aria-label={t('table.stage')}>
          {session.engine === 'slot' && <SlotGame session={session} {...engine} />}
          {session.engine === 'dice' && <DiceGame session={session} {...engine} />}
          {session.engine === 'crash' && <CrashGame session={session} {...engine} />}
          <p className={styles.announcement} aria-live="polite" data-testid="round-result">
            {announcement}
          </p>
          {shownError && (
            <p className={styles.error} role="alert" data-testid="round-error">
              {shownError}
            </p>
          )}
        </section>
        <aside className={styles.side}>
          <FairPanel ticket={ticket} fair={fair} busy={busy || held} onRotated={onRotated} />
          <RoundHistory rounds={history.rounds} failed={history.failed} engine={session.engine} money={money} />
        </aside>
      </div>
    </div>
  );
}
