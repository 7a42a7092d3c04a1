import type { ReactNode } from 'react';
import { PageHero } from '@portal/shared';
import { useAgentTranslation } from '../i18n';
import styles from './Layout.module.css';

/** An agent-centre page: its title and lead from `pages.<page>`, then its sections. */
export function AgentPage({ page, children }: { page: string; children?: ReactNode }) {
  const { t } = useAgentTranslation();
  return (
    <article className={styles.page} data-agent-page={page}>
      <PageHero tone="agent" title={t(`pages.${page}.title`)} lead={t(`pages.${page}.lead`)} />
      {children}
    </article>
  );
}
