import { useMemo, useState } from 'react';
import { Button } from '@portal/shared';
import type { GameRound, SlotResult, SlotSession } from '@portal/shared/contracts';
import type { EngineProps } from './engineProps';
import { usePlayTranslation } from './i18n';
import { formatMultiplier, initialGrid, winningCells } from './math';
import { PayTable } from './PayTable';
import { PlayButton } from './PlayButton';
import { SlotReels } from './SlotReels';
import { faceOf, symbolFaces } from './slotSymbols';
import { SymbolTile } from './SymbolTile';
import styles from './Slot.module.css';

/** The in-house slot: 5 reels, 3 rows, 20 lines. */
export function SlotGame({ session, busy, play, announce, money, betSelector }: EngineProps<SlotSession>) {
  const { t } = usePlayTranslation();
  const { rules } = session;
  const faces = useMemo(() => symbolFaces(rules.symbols), [rules.symbols]);
  const [round, setRound] = useState<GameRound<SlotResult> | null>(null);
  const [spins, setSpins] = useState(0);
  const [payTableOpen, setPayTableOpen] = useState(false);

  const grid = round?.result.grid ?? initialGrid(rules.strips, rules.rows);
  const wins = useMemo(() => round?.result.wins ?? [], [round]);
  const highlighted = useMemo(() => winningCells(rules.lines, wins), [rules.lines, wins]);
  const winLines = wins.map((win) => rules.lines[win.line]).filter((line): line is number[] => Array.isArray(line));

  const spin = async () => {
    const played = (await play()) as GameRound<SlotResult> | null;
    if (!played) return;
    setRound(played);
    setSpins((n) => n + 1);
    announce(
      played.payout > 0
        ? t('slot.won', { amount: money(played.payout), lines: played.result.wins.length, multiplier: formatMultiplier(played.multiplier) })
        : t('slot.noWin'),
    );
  };

  return (
    <div className={styles.slot}>
      <div className={styles.machine}>
        <div className={styles.marquee}>
          <span aria-hidden="true">★</span> {t('slot.lines', { n: rules.lines.length })} <span aria-hidden="true">★</span>
        </div>
        <SlotReels grid={grid} faces={faces} highlighted={highlighted} winLines={winLines} spinning={busy} spinKey={spins} />
        <div className={`${styles.winBar} ${round && round.payout > 0 ? styles.winBarOn : ''}`} data-testid="slot-win">
          {round ? (round.payout > 0 ? t('slot.totalWin', { amount: money(round.payout) }) : t('slot.noWinShort')) : t('slot.goodLuck')}
        </div>
      </div>

      {wins.length > 0 && (
        <ol className={styles.wins} aria-label={t('slot.winsTitle')} data-testid="slot-wins">
          {wins.map((win, index) => {
            const face = faceOf(faces, win.symbol);
            return (
              <li key={index} className={styles.winRow}>
                <span className={styles.winLine}>{t('slot.line', { line: win.line + 1 })}</span>
                <SymbolTile face={face} size="sm" />
                <span className={styles.winCount}>× {win.count}</span>
                <span className={styles.winPayout}>{money(win.payout)}</span>
              </li>
            );
          })}
        </ol>
      )}

      <div className={styles.controls}>
        {betSelector}
        <div className={styles.actions}>
          <Button variant="ghost" onClick={() => setPayTableOpen(true)}>
            {t('slot.payTable')}
          </Button>
          <PlayButton label={t('slot.spin')} busy={busy} onClick={() => void spin()} />
        </div>
      </div>
      <PayTable open={payTableOpen} onClose={() => setPayTableOpen(false)} rules={rules} faces={faces} />
    </div>
  );
}
