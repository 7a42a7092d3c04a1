import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import type { MemberPage } from './pages';
import styles from './MemberCentre.module.css';

/** A member-centre page: its title and what it is for, ready for its content. */
export function MemberPageFrame({ page }: { page: MemberPage }) {
  const { t } = useTranslation(NS);
  return (
    <article data-member-page={page}>
      <h1 className={styles.title}>{t(`pages.${page}.title`)}</h1>
      <p className={styles.lead}>{t(`pages.${page}.lead`)}</p>
    </article>
  );
}
