import type { ReactNode } from 'react';
import { Icon, type IconName } from '@portal/shared';
import styles from './Notice.module.css';

export interface NoticeProps {
  icon: IconName;
  title: ReactNode;
  message?: ReactNode;
  tone?: 'default' | 'warning';
  children?: ReactNode;
  testId?: string;
}

/** The card the game page shows instead of a game: log in first, a formal account, maintenance. */
export function Notice({ icon, title, message, tone = 'default', children, testId }: NoticeProps) {
  return (
    <section className={`${styles.notice} ${tone === 'warning' ? styles.warning : ''}`} data-testid={testId}>
      <span className={styles.icon}>
        <Icon name={icon} size={40} />
      </span>
      <h1 className={styles.title}>{title}</h1>
      {message && <p className={styles.message}>{message}</p>}
      {children}
    </section>
  );
}
