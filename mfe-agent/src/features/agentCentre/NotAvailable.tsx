import { Link } from '@portal/kernel';
import { EmptyState } from '@portal/shared';
import { useAgentTranslation } from '../../i18n';
import { AgentPage, layoutStyles } from '../../layout';
import type { AgentPage as AgentPageName } from './pages';

/**
 * A page the menu hides (a dividend or salary record page whose kind the consolidated contract info
 * does not enable) opened by a typed URL: it says so, instead of an empty frame, and leads back to the
 * overview.
 */
export function NotAvailable({ page }: { page: AgentPageName }) {
  const { t } = useAgentTranslation();
  return (
    <AgentPage page={page}>
      <div role="status">
        <EmptyState
          message={
            <>
              <strong>{t('common.notAvailable.title')}</strong> {t('common.notAvailable.message')}
            </>
          }
          action={
            <Link to="../agentTeamOverview" relative="path" className={layoutStyles.linkButton}>
              {t('common.notAvailable.back')}
            </Link>
          }
        />
      </div>
    </AgentPage>
  );
}
