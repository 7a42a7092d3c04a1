import { useId, type ReactNode } from 'react';
import styles from './Layout.module.css';

/** A titled panel of an agent page (filters, a list, figures); its heading names it for assistive tech. */
export function Section({ title, children, aside, testId }: { title: string; children: ReactNode; aside?: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={testId}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
