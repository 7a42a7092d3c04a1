import { useTranslation } from 'react-i18next';
import { PageHero } from '@portal/shared';
import { NS } from '../../i18n';
import type { AgentPage } from './pages';

export function AgentPageFrame({ page }: { page: AgentPage }) {
  const { t } = useTranslation(NS);
  return (
    <article data-agent-page={page}>
      <PageHero tone="agent" title={t(`pages.${page}.title`)} lead={t(`pages.${page}.lead`)} />
    </article>
  );
}
