import { useEffect, useId, useRef, useState } from 'react';
import { http, isApiError, sendCommand, useSession } from '@portal/kernel';
import { Button, newRequestId, SelectField, TextField, useMoney } from '@portal/shared';
import { LOTTERY_MAX_CHASE, LOTTERY_MAX_MULTIPLE, lotteryBetting, parseAmount, type LotteryCurrentNumero, type LotteryOrder } from '@portal/shared/contracts';
import { useLotteryTranslation } from '../../i18n';
import type { CatalogGame } from '../catalog';
import { useNames } from '../names';
import { betsOf, contentOf, LOTTERY_MAX_SLIP_BETS, stakeOf, type SlipLine } from './content';
import styles from './Betting.module.css';

export interface BetSlipProps {
  game: CatalogGame;
  /** The draw bet on; null when none is open. */
  draw: LotteryCurrentNumero | null;
  /** Betting on `draw` has closed (its lock time passed on the server's clock). */
  locked: boolean;
  /** How many draws a chase can take now (the current one and the next ones the server scheduled). */
  chaseRoom: number;
  lines: SlipLine[];
  onRemove: (key: string) => void;
  onPlaced: (order: LotteryOrder) => void;
  /** The server says the draw closed: the draw is read again. */
  onDrawClosed: () => void;
}

/**
 * The slip: its lines, the stake per unit and multiple of every line, a chase over the next draws with
 * stop-on-win, the total (for display: the server prices the slip), and the one call that places it,
 * with a request id kept while the slip is unchanged so that a retry after a lost answer is not a
 * second order.
 */
export function BetSlip({ game, draw, locked, chaseRoom, lines, onRemove, onPlaced, onDrawClosed }: BetSlipProps) {
  const { t } = useLotteryTranslation();
  const names = useNames();
  const money = useMoney();
  const session = useSession();
  const titleId = useId();
  const [unitText, setUnitText] = useState('');
  const [multipleText, setMultipleText] = useState('1');
  const [draws, setDraws] = useState(1);
  const [winStop, setWinStop] = useState(true);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [placed, setPlaced] = useState<LotteryOrder | null>(null);
  const requestId = useRef<string | null>(null);

  const playOf = (line: SlipLine) => game.plays.find((play) => play.playId === line.playId)!;
  const unit = parseAmount(unitText);
  const multiple = /^\d{1,3}$/.test(multipleText) ? Number(multipleText) : null;
  const maxChase = Math.max(1, Math.min(game.maxChase, LOTTERY_MAX_CHASE, chaseRoom));
  const chase = Math.min(draws, maxChase);
  const perDraw = unit && multiple ? lines.reduce((sum, line) => sum + stakeOf(line, playOf(line), unit, multiple), 0) : null;
  const bets = lines.reduce((sum, line) => sum + betsOf(line, playOf(line)), 0) * chase;

  // Any change makes a new slip, and a new request id when it is placed.
  useEffect(() => {
    requestId.current = null;
  }, [lines, unitText, multipleText, chase, winStop, draw?.numero]);

  const check = (): string | null => {
    if (!draw || locked) return t('slip.closed');
    if (lines.length === 0) return t('slip.empty');
    if (unit === null || unit <= 0) return t('slip.unitInvalid');
    for (const line of lines) {
      const play = playOf(line);
      if (unit < play.minUnit || unit > play.maxUnit) return t('slip.unitRange', { play: names.play(play.playId), min: money(play.minUnit), max: money(play.maxUnit) });
    }
    const maxMultiple = Math.min(LOTTERY_MAX_MULTIPLE, ...lines.map((line) => playOf(line).maxMultiple));
    if (multiple === null || multiple < 1 || multiple > maxMultiple) return t('slip.multipleRange', { max: maxMultiple });
    if (bets > LOTTERY_MAX_SLIP_BETS) return t('slip.tooMany', { max: LOTTERY_MAX_SLIP_BETS });
    return null;
  };

  const place = async () => {
    setPlaced(null);
    if (session.isTrial) return sendCommand({ type: 'openModal', modal: 'trialWarning' });
    if (!session.isLogin) return sendCommand({ type: 'openLogin' });
    const issue = check();
    setProblem(issue);
    if (issue || !draw || unit === null || multiple === null) return;
    requestId.current ??= newRequestId();
    setBusy(true);
    try {
      const order = await http.call(lotteryBetting, {
        gameId: game.gameId,
        numero: draw.numero,
        contents: lines.map((line) => ({ playId: line.playId, bettingContent: contentOf(line), singleBetPrice: unit, multiple })),
        ...(chase > 1 ? { chase: { draws: chase, winStop } } : {}),
        requestId: requestId.current,
      });
      requestId.current = null;
      setPlaced(order);
      onPlaced(order);
    } catch (failure: unknown) {
      setProblem(isApiError(failure) && failure.message ? failure.message : t('slip.failed'));
      if (isApiError(failure) && failure.code === 'lottery.draw.closed') onDrawClosed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.slip} aria-labelledby={titleId} data-testid="bet-slip">
      <h3 id={titleId} className={styles.subtitle}>
        {t('slip.title')}
      </h3>
      {lines.length === 0 ? (
        <p className={styles.hint}>{t('slip.empty')}</p>
      ) : (
        <ul className={styles.lines}>
          {lines.map((line) => {
            const play = playOf(line);
            return (
              <li key={line.key} className={styles.line} data-testid="slip-line">
                <div className={styles.lineText}>
                  <strong>{names.play(line.playId)}</strong>
                  <span className={styles.selection}>{names.selection(contentOf(line))}</span>
                  <span className={styles.hint}>
                    {t('slip.lineBets', { n: betsOf(line, play) })}
                    {unit && multiple ? ` · ${money(stakeOf(line, play, unit, multiple))}` : ''}
                  </span>
                </div>
                <Button variant="ghost" className={styles.remove} aria-label={t('slip.remove', { play: names.play(line.playId), selection: names.selection(contentOf(line)) })} onClick={() => onRemove(line.key)}>
                  ×
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.fields}>
        <TextField label={t('slip.unit')} value={unitText} inputMode="decimal" autoComplete="off" placeholder={money(game.plays[0]?.minUnit ?? 100)} onChange={(event) => setUnitText(event.target.value)} />
        <TextField label={t('slip.multiple')} value={multipleText} inputMode="numeric" autoComplete="off" maxLength={3} onChange={(event) => setMultipleText(event.target.value.replace(/\D/g, ''))} />
        <SelectField label={t('slip.chase')} value={String(chase)} touch onChange={(event) => setDraws(Number(event.target.value))}>
          {Array.from({ length: maxChase }, (_, index) => (
            <option key={index + 1} value={index + 1}>
              {index === 0 ? t('slip.thisDraw') : t('slip.draws', { n: index + 1 })}
            </option>
          ))}
        </SelectField>
        <label className={styles.check}>
          <input type="checkbox" checked={winStop} disabled={chase < 2} onChange={(event) => setWinStop(event.target.checked)} />
          {t('slip.winStop')}
        </label>
      </div>
      <p className={styles.total} data-testid="slip-total">
        {t('slip.total', { bets, total: perDraw === null ? '—' : money(perDraw * chase) })}
      </p>
      <p className={styles.hint}>{t('slip.serverPrices')}</p>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      {placed && (
        <p role="status" className={styles.placed}>
          {t('slip.placed', { order: placed.orderId, bets: placed.bets.length, total: money(placed.totalAmount) })}
        </p>
      )}
      <Button block className={styles.touch} loading={busy} disabled={!draw || locked || lines.length === 0} onClick={() => void place()}>
        {locked || !draw ? t('slip.closed') : t('slip.place')}
      </Button>
    </section>
  );
}
