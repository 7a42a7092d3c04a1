import { PageHero } from '@portal/shared';
import { useMemberTranslation } from '../../i18n';
import type { MemberPage } from './pages';

/** A member-centre page: its title and what it is for, ready for its content. */
export function MemberPageFrame({ page }: { page: MemberPage }) {
  const { t } = useMemberTranslation();
  return (
    <article data-member-page={page}>
      <PageHero tone="member" title={t(`pages.${page}.title`)} lead={t(`pages.${page}.lead`)} />
    </article>
  );
}
