import type { ReactNode } from 'react';
import { useInView } from '@portal/shared';
import styles from './HomePage.module.css';

/** How far below the screen a section starts loading: a little scrolling ahead. */
const AHEAD = '200px 0px';

/**
 * Renders its children once they come near the viewport, and keeps them. Below the fold
 * on a phone, the games' home sections (a remote: its entry, its code, its calls) would otherwise be
 * downloaded before the first screen is usable; the placeholder keeps their space so nothing moves.
 */
export function NearViewport({ children, label }: { children: ReactNode; label: string }) {
  const [ref, near] = useInView<HTMLDivElement>({ rootMargin: AHEAD, once: true });
  // The same box before and after: the reserved height holds while the remote loads (its own loading
  // band is shorter), so the sections below do not jump up and back down.
  if (near) return <div className={styles.placeholder}>{children}</div>;
  return <div ref={ref} className={styles.placeholder} aria-busy="true" aria-label={label} />;
}
