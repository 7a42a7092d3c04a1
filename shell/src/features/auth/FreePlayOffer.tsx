import { useState } from 'react';
import { http, isApiError, useNavigate } from '@portal/kernel';
import { Button } from '@portal/shared';
import { loginFreePlay } from '@portal/shared/contracts';
import { useWhitelabel } from '../boot';
import { FormAlert } from '../accountForms';
import styles from './AuthForm.module.css';
import { useShellTranslation } from '../../i18n';

export interface FreePlayParams {
  nodeId: string;
  gameName?: string;
}

/** Reads `params.freePlay` of the login popup, as the games remote sends it with a game a guest chose. */
export function freePlayOf(params: Record<string, unknown>): FreePlayParams | null {
  const value = params.freePlay as Partial<FreePlayParams> | undefined;
  return value && typeof value.nodeId === 'string' ? { nodeId: value.nodeId, gameName: typeof value.gameName === 'string' ? value.gameName : undefined } : null;
}

/**
 * Spec §6: a guest who starts a game gets the login popup, and free demo play where the site allows it
 * (FREEPLAY3): the game opens with demo credits and no account.
 */
export function FreePlayOffer({ game, onClose }: { game: FreePlayParams; onClose: () => void }) {
  const { t } = useShellTranslation();
  const allowed = useWhitelabel('FREEPLAY3');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  if (!allowed) return null;

  const play = () => {
    setBusy(true);
    setProblem(undefined);
    http.call(loginFreePlay, { nodeId: game.nodeId, os: clientOs(), platform: 'W' })
      .then((launch) => {
        onClose();
        navigate(launch.url);
      })
      .catch((error: unknown) => {
        setBusy(false);
        setProblem(isApiError(error) ? error.message : String(error));
      });
  };

  return (
    <section className={styles.freePlay} aria-label={t('login.freePlay.title')}>
      <strong>{t('login.freePlay.title')}</strong>
      <p>{game.gameName ? t('login.freePlay.lead', { game: game.gameName }) : t('login.freePlay.leadAnyGame')}</p>
      <FormAlert problem={problem} />
      <Button variant="secondary" onClick={play} disabled={busy}>
        {t('login.freePlay.button')}
      </Button>
    </section>
  );
}

/** The visitor's operating system family, as the legacy free-play call reported it. */
function clientOs(): string {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const match = /Android|iPhone|iPad|Windows|Mac OS X|Linux/.exec(agent);
  return match ? match[0] : 'Other';
}
