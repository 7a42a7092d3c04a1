import type { CSSProperties } from 'react';
import { cx } from './cx';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** CSS length; a number is pixels. Defaults to the full width. */
  width?: number | string;
  /** CSS length; a number is pixels. */
  height?: number | string;
  /** Several bars stacked, e.g. a paragraph or a list; the last one is shorter. */
  lines?: number;
  /** CSS length for rounded shapes (avatars, game tiles). */
  radius?: number | string;
  className?: string;
}

const toLength = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder shape while content loads. Purely visual (aria-hidden): the container that is loading
 * says so to assistive tech (aria-busy, or a status text), once, rather than every bar.
 */
export function Skeleton({ width = '100%', height = 16, lines = 1, radius, className }: SkeletonProps) {
  const barStyle = (index: number): CSSProperties => ({
    width: lines > 1 && index === lines - 1 ? '60%' : toLength(width),
    height: toLength(height),
    borderRadius: toLength(radius),
  });
  if (lines <= 1) {
    return <span aria-hidden="true" className={cx(styles.skeleton, className)} style={barStyle(0)} />;
  }
  return (
    <span aria-hidden="true" className={cx(styles.stack, className)}>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={styles.skeleton} style={barStyle(index)} />
      ))}
    </span>
  );
}
