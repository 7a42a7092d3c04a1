import { useState } from 'react';
import { ErrorState, Modal, Spinner } from '@portal/shared';
import { SafeHtml } from '../announcements';
import { useHelpSections } from './useHelpSections';
import styles from './HelpCenterModal.module.css';
import { useShellTranslation } from '../../i18n';

/** The help centre of spec §2: sections at the left, their items at the right; `term` is the terms. */
export function HelpCenterModal({ onClose, section }: { onClose: () => void; section?: string }) {
  const { t } = useShellTranslation();
  const state = useHelpSections();
  const [active, setActive] = useState<string | undefined>(section);

  const sections = state.data ?? [];
  const shown = sections.find((s) => s.code === active) ?? sections[0];

  return (
    <Modal open title={t('help.title')} onClose={onClose} size="lg">
      {state.loading && !state.data && <Spinner />}
      {state.status === 'failed' && <ErrorState message={t('help.failed')} onRetry={state.retry} />}
      {shown && (
        <div className={styles.layout}>
          <nav className={styles.sections} aria-label={t('help.sections')}>
            {sections.map((s) => (
              <button key={s.id} type="button" aria-current={s === shown ? 'true' : undefined} onClick={() => setActive(s.code)}>
                {s.title}
              </button>
            ))}
          </nav>
          <article className={styles.content} data-help-section={shown.code}>
            <h3>{shown.title}</h3>
            {shown.items.map((item) => (
              <section key={item.id} className={styles.item}>
                <h4>{item.title}</h4>
                <SafeHtml html={item.content} />
              </section>
            ))}
          </article>
        </div>
      )}
    </Modal>
  );
}
