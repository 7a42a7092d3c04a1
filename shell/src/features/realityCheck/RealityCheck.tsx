import { useEffect, useRef, useState } from 'react';
import { http, sendCommand, useNavigate } from '@portal/kernel';
import { Button, FactGrid, Modal, Signed } from '@portal/shared';
import { protectionSession, protectionStatus, REALITY_CHECK_DEFAULT_MINUTES } from '@portal/shared/contracts';
import { memberPage } from '../../app/paths';
import { useShellTranslation } from '../../i18n';
import { firstCheckDelay, minutesSince, systemClock, type Clock } from './schedule';
import './i18n';
import styles from './RealityCheck.module.css';

const MINUTE_MS = 60_000;
/** The member centre's betting record (the side menu's "Betting record"). */
const HISTORY_PAGE = memberPage('personalHistoryCopy');

interface Figures {
  /** Whole minutes since the sign-in. */
  played: number;
  /** Wins minus stakes since the sign-in, minor units. */
  net: number;
}

/**
 * The reality check of a signed-in session. The first check comes at the next multiple of the player's
 * interval since its sign-in (the server's session start, so a reload keeps the rhythm); each answer
 * (keep playing, history, log out, ×) waits a whole interval for the next. Each check reads the interval
 * again, so a change made in the member centre counts from the next check on.
 */
export function RealityCheck({ clock = systemClock }: { clock?: Clock }) {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const [figures, setFigures] = useState<Figures | null>(null);
  const later = useRef<() => void>(() => undefined);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let minutes: number = REALITY_CHECK_DEFAULT_MINUTES;
    const wait = (delay: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => void check(), delay);
    };
    const read = () => Promise.all([http.call(protectionSession), http.call(protectionStatus)]);
    async function check() {
      try {
        const [play, status] = await read();
        if (!live) return;
        minutes = status.realityCheckMinutes;
        setFigures({ played: minutesSince(Date.parse(play.startedAt), clock.now()), net: play.net });
      } catch {
        // No popup without its figures; the player is asked again an interval later.
        if (live) wait(minutes * MINUTE_MS);
      }
    }
    later.current = () => wait(minutes * MINUTE_MS);
    read().then(
      ([play, status]) => {
        if (!live) return;
        minutes = status.realityCheckMinutes;
        wait(firstCheckDelay(Date.parse(play.startedAt), minutes, clock.now()));
      },
      () => live && wait(minutes * MINUTE_MS),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [clock]);

  if (!figures) return null;

  const answer = (then?: () => void) => {
    setFigures(null);
    later.current();
    then?.();
  };

  return (
    <Modal
      open
      role="alertdialog"
      title={t('realityCheck.title')}
      onClose={() => answer()}
      footer={
        <div className={styles.actions}>
          <Button onClick={() => answer()}>{t('realityCheck.keepPlaying')}</Button>
          <Button variant="secondary" onClick={() => answer(() => navigate(HISTORY_PAGE))}>
            {t('realityCheck.history')}
          </Button>
          <Button variant="secondary" onClick={() => answer(() => sendCommand({ type: 'logout' }))}>
            {t('realityCheck.logout')}
          </Button>
        </div>
      }
    >
      <p>{t('realityCheck.lead')}</p>
      <FactGrid
        facts={[
          { label: t('realityCheck.played'), value: t('realityCheck.minutes', { minutes: figures.played }), testId: 'reality-played' },
          { label: t('realityCheck.net'), value: <Signed amount={figures.net} />, testId: 'reality-net' },
        ]}
      />
    </Modal>
  );
}
