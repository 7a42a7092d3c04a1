import { useEffect, useRef, useState } from 'react';
import { bus, http, Link, sendCommand, useLanguage, useNavigate, useSession } from '@portal/kernel';
import { Button, ErrorState, Spinner, useSiteDate } from '@portal/shared';
import { GCS_gameLaunchFB, launchGame } from '@portal/shared/contracts';
import { HomeLink, NothingToPlay } from './HomeLink';
import { usePlayTranslation } from './i18n';
import { launchFailure, primaryRouteFailed, type LaunchState } from './launchState';
import { MaintenanceNotice } from './MaintenanceNotice';
import { Notice } from './Notice';
import links from './Links.module.css';

type Audience = 'guest' | 'trial' | 'member';

const openLogin = (nodeId: string) => sendCommand({ type: 'openModal', modal: 'login', params: { freePlay: { nodeId } } });
const openTrialWarning = () => sendCommand({ type: 'openModal', modal: 'trialWarning' });

/**
 * `/seamless?nodeId=X`: a member's game is launched and the page moves on to its ticket; a guest is
 * asked to log in (the login popup offers free play where the game has it); a trial account is told
 * it needs a formal one (spec §6).
 */
export function LaunchGate({ nodeId }: { nodeId: string }) {
  const { t } = usePlayTranslation();
  const date = useSiteDate();
  const session = useSession();
  const language = useLanguage();
  const navigate = useNavigate();
  const [state, setState] = useState<LaunchState>({ kind: 'waiting' });
  const [attempt, setAttempt] = useState(0);
  const prompted = useRef(new Set<Audience>());
  const launched = useRef<string | null>(null);
  const mounted = useRef(false);
  const audience: Audience = !session.isLogin ? 'guest' : session.isTrial || (state.kind === 'trial' && state.token === session.token) ? 'trial' : 'member';

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Each popup opens once by itself; the buttons open it again.
  useEffect(() => {
    if (audience === 'member' || prompted.current.has(audience)) return;
    prompted.current.add(audience);
    if (audience === 'guest') openLogin(nodeId);
    else openTrialWarning();
  }, [audience, nodeId]);

  // A member (also one who just logged in from the popup) launches; once per token and retry.
  useEffect(() => {
    if (audience !== 'member') return;
    const key = `${session.token}#${attempt}`;
    if (launched.current === key) return;
    launched.current = key;
    setState({ kind: 'launching' });
    // The vendor's primary route first; when it fails for a reason other than the game or the
    // account, its fallback route once (spec §7 GCS_gameLaunchFB).
    const input = { nodeId, language };
    http.call(launchGame, input).catch((error: unknown) => {
      if (!mounted.current || !primaryRouteFailed(error)) throw error;
      return http.call(GCS_gameLaunchFB, input);
    }).then(
      (answer) => {
        if (!mounted.current || bus.session$.value.token !== session.token) return;
        if (answer.url.startsWith('/')) navigate(answer.url, { replace: true });
        else window.location.assign(answer.url);
      },
      (error: unknown) => {
        if (!mounted.current) return;
        const failure = launchFailure(error);
        setState(failure.kind === 'trial' ? { kind: 'trial', token: session.token } : failure);
      },
    );
  }, [audience, session.token, attempt, nodeId, language, navigate]);

  if (audience === 'guest') {
    return (
      <Notice icon="slot" title={t('launch.loginTitle')} message={t('launch.loginMessage')} testId="play-login">
        <div className={links.actions}>
          <Button onClick={() => openLogin(nodeId)}>{t('launch.login')}</Button>
          <HomeLink />
        </div>
      </Notice>
    );
  }
  if (audience === 'trial') {
    return (
      <Notice icon="lock" tone="warning" title={t('launch.trialTitle')} message={t('launch.trialMessage')} testId="play-trial">
        <div className={links.actions}>
          <Button variant="secondary" onClick={() => sendCommand({ type: 'logout' })}>
            {t('launch.logout')}
          </Button>
          <HomeLink />
        </div>
      </Notice>
    );
  }
  switch (state.kind) {
    case 'maintenance':
      return <MaintenanceNotice hotGames={state.hotGames} />;
    case 'notFound':
      return <NothingToPlay message={t('launch.notFound')} />;
    case 'closed':
      // No Retry: the break cannot be shortened; what stays open is one click away.
      return (
        <Notice icon="lock" tone="warning" title={t('launch.closedTitle')} message={t('launch.closedMessage', { until: date(state.until) })} testId="play-closed">
          <div className={links.actions}>
            <Link className={links.button} to="/member/withdraw">
              {t('launch.withdraw')}
            </Link>
            <HomeLink />
          </div>
        </Notice>
      );
    case 'failed':
      return <ErrorState message={state.message || t('launch.failed')} onRetry={() => setAttempt((n) => n + 1)} />;
    default:
      return (
        <Notice icon="dice" title={t('launch.launching')} testId="play-launching">
          <Spinner label={t('launch.launching')} />
        </Notice>
      );
  }
}
