import { Link, sendCommand, useSession } from '@portal/kernel';
import { Button } from '@portal/shared';
import { useAgentTranslation } from '../../i18n';
import styles from './AgentLanding.module.css';

/**
 * `/agent`: the agents' landing page (no header or footer). There is no login form here: the button
 * opens the shell's login popup with the agent scope, so the agent gets the portal's one login (captcha
 * after failures, two-factor step on a new address, forced password change), the API refuses
 * non-agents, and a good login lands on /agentHome.
 */
export function AgentLanding() {
  const { t } = useAgentTranslation();
  const session = useSession();

  return (
    <main className={styles.landing}>
      <section className={styles.pitch}>
        <h1>{t('landing.title')}</h1>
        <p>{t('landing.lead')}</p>
        <ul>
          <li>{t('landing.point1')}</li>
          <li>{t('landing.point2')}</li>
          <li>{t('landing.point3')}</li>
        </ul>
        <Link to="/" className={styles.back}>
          {t('landing.backHome')}
        </Link>
      </section>
      <section className={styles.card} aria-label={t('landing.formTitle')}>
        <h2>{t('landing.formTitle')}</h2>
        {session.isAgent ? (
          <Link to="/agentHome" className={styles.enter}>
            {t('landing.enter')}
          </Link>
        ) : (
          <Button variant="primary" block onClick={() => sendCommand({ type: 'openLogin', scope: 'agent' })}>
            {t('landing.submit')}
          </Button>
        )}
      </section>
    </main>
  );
}
