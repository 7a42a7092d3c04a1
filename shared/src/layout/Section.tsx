import { useId, type ReactNode } from 'react';
import styles from './Layout.module.css';

export interface SectionProps {
  title: string;
  children: ReactNode;
  /** Beside the title (a link, a button, a count). */
  aside?: ReactNode;
  testId?: string;
}

/** A titled panel of a page (a form, a list, figures); its heading names it for assistive tech. */
export function Section({ title, children, aside, testId }: SectionProps) {
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
