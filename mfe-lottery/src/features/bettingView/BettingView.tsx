import { useState } from 'react';
import { useBusEvent } from '@portal/kernel';
import { ErrorState, Section, Skeleton, Tabs, useMoney } from '@portal/shared';
import type { LotteryDrawResult } from '@portal/shared/contracts';
import { useLotteryTranslation } from '../../i18n';
import { BetBuilder } from '../betting';
import type { CatalogGame } from '../catalog';
import { CurrentDraw, drawsAtCurrentTime, NoDraw, ProvincePicker, Schedule, useLocked, useNearDraw } from '../draw';
import { useNames } from '../names';
import { MyOrders } from '../orders';
import { ResultsHistory, ResultSummary, TrendChart, VerifyPanel } from '../results';
import styles from './BettingView.module.css';

const PANELS = ['orders', 'results', 'trend', 'verify'] as const;
type Panel = (typeof PANELS)[number];

export interface BettingViewProps {
  /** The family's games: the tabs. */
  games: CatalogGame[];
  game: CatalogGame;
  onOpen: (game: CatalogGame) => void;
}

/**
 * A game's betting view: its current draw and countdown, the play and number pickers with the slip, and
 * the member's orders, the results, the hot/cold trend and the verify view. It reads again what a draw
 * changes when the draw's moments pass (useNearDraw) and when the shell relays that one of the member's
 * draws of this game was settled; the header balance follows the shell's balance events by itself.
 */
export function BettingView({ games, game, onOpen }: BettingViewProps) {
  const { t } = useLotteryTranslation();
  const names = useNames();
  const [settled, setSettled] = useState(0);
  const [placed, setPlaced] = useState(0);
  const [closed, setClosed] = useState(0);
  const [panel, setPanel] = useState<Panel>('orders');
  const [verifying, setVerifying] = useState<LotteryDrawResult | null>(null);
  // The province chosen among those drawn at the current time (VN South and Central), by numero.
  const [chosen, setChosen] = useState<string | null>(null);
  const [settledNotice, setSettledNotice] = useState<string | null>(null);
  const money = useMoney();
  useBusEvent('lottery', (event) => {
    if (event.gameId !== game.gameId) return;
    setSettled((n) => n + 1);
    setSettledNotice(event.winAmount > 0 ? t('betting.settledWon', { numero: event.numero, amount: money(event.winAmount) }) : t('betting.settledLost', { numero: event.numero }));
  });
  const near = useNearDraw(game.gameId, `${settled}-${closed}`);
  const answer = near.data?.answer ?? null;
  const offset = near.data?.offset ?? 0;
  const atCurrentTime = drawsAtCurrentTime(answer);
  const current = atCurrentTime.find((draw) => draw.numero === chosen) ?? answer?.currentNumero ?? null;
  // A chase follows the draw's own province (or the game's next draws, where there is none).
  const chaseRoom = current ? 1 + (answer?.nextNumeros.filter((next) => next.provinceCode === current.provinceCode && next.drawTime > current.drawTime).length ?? 0) : 1;
  const last = answer?.lastNumero ?? null;
  const locked = useLocked(current?.lockTime ?? null, offset);
  // What a new result changes: the results, the trend and the orders (settled ones).
  const drawn = `${last?.numero ?? ''}-${settled}`;

  const verify = (draw: LotteryDrawResult) => {
    setVerifying(draw);
    setPanel('verify');
  };
  const verifyDraw = verifying && verifying.gameId === game.gameId ? verifying : last;

  return (
    <Tabs items={games.map((item) => ({ id: item.gameCode, label: names.game(item.gameCode) }))} value={game.gameCode} onChange={(code) => onOpen(games.find((item) => item.gameCode === code)!)} label={t('betting.games')} className={styles.tabs}>
      <div className={styles.view} data-testid="betting-view" data-game={game.gameId}>
        {/* Said once when one of the member's draws of this game was settled (the shell's push). */}
        <p role="status" className={styles.settled} data-testid="settled-notice">
          {settledNotice}
        </p>
        <Section title={names.game(game.gameCode)} testId="current-draw">
          <Schedule game={game} />
          {near.status === 'failed' && !answer ? (
            <ErrorState message={near.error ?? t('loadFailed')} onRetry={near.retry} />
          ) : !answer ? (
            <Skeleton lines={3} height={20} />
          ) : current ? (
            <>
              <ProvincePicker draws={atCurrentTime} chosen={current.numero} onChoose={setChosen} />
              <CurrentDraw game={game} draw={current} offset={offset} />
            </>
          ) : (
            <NoDraw near={near.data!} />
          )}
          {last && (
            <div className={styles.last}>
              <p className={styles.lastTitle}>{t('draw.lastResult', { numero: last.numero })}</p>
              <ResultSummary prizes={last.prizes} />
            </div>
          )}
        </Section>
        <BetBuilder
          key={game.gameId}
          game={game}
          draw={current}
          locked={locked}
          chaseRoom={chaseRoom}
          onPlaced={() => setPlaced((n) => n + 1)}
          onDrawClosed={() => setClosed((n) => n + 1)}
        />
        <Tabs items={PANELS.map((id) => ({ id, label: t(`panels.${id}`) }))} value={panel} onChange={(id) => setPanel(id as Panel)} label={t('panels.label')} className={styles.tabs}>
          {panel === 'orders' && <MyOrders game={game} refreshKey={`${placed}-${drawn}`} offset={near.data?.offset ?? null} />}
          {panel === 'results' && <ResultsHistory game={game} refreshKey={drawn} onVerify={verify} />}
          {panel === 'trend' && <TrendChart game={game} refreshKey={drawn} />}
          {panel === 'verify' && (verifyDraw ? <VerifyPanel key={verifyDraw.numero} draw={verifyDraw} /> : <p className={styles.note}>{t('verify.none')}</p>)}
        </Tabs>
      </div>
    </Tabs>
  );
}
