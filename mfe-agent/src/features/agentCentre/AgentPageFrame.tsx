import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import type { AgentPage } from './pages';
import styles from './AgentCentre.module.css';

export function AgentPageFrame({ page }: { page: AgentPage }) {
  const { t } = useTranslation(NS);
  return (
    <article data-agent-page={page}>
      <h1 className={styles.title}>{t(`pages.${page}.title`)}</h1>
      <p className={styles.lead}>{t(`pages.${page}.lead`)}</p>
    </article>
  );
}
