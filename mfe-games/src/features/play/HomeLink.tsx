import { Link } from '@portal/kernel';
import { EmptyState } from '@portal/shared';
import { usePlayTranslation } from './i18n';
import links from './Links.module.css';

/** The way back to the home page, as a button. */
export function HomeLink() {
  const { t } = usePlayTranslation();
  return (
    <Link className={links.button} to="/">
      {t('home')}
    </Link>
  );
}

/** Nothing to play here (no game, an ended ticket, an unknown game): why, and the way home. */
export function NothingToPlay({ message }: { message: string }) {
  return <EmptyState message={message} action={<HomeLink />} />;
}
