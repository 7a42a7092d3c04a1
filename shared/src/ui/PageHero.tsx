import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './PageHero.module.css';

/** Each part of the portal has its colour, so a player always knows where they are. */
export type PageTone = 'games' | 'lottery' | 'promotions' | 'member' | 'agent';

export interface PageHeroProps {
  title: ReactNode;
  lead?: ReactNode;
  tone: PageTone;
  /** Something at the right of the title: a badge, a version, an action. */
  aside?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The banner that opens a page: its title, a line on what it is for, and an optional aside. */
export function PageHero({ title, lead, tone, aside, children, className }: PageHeroProps) {
  return (
    <header className={cx(styles.hero, styles[tone], className)}>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
      {aside && <div className={styles.aside}>{aside}</div>}
    </header>
  );
}
