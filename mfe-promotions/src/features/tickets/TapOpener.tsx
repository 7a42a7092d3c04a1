import type { ReactNode } from 'react';
import { timingStyle, type Timing } from './motion';
import type { OpenerProps } from './opener';
import styles from './Openers.module.css';

interface TapOpenerProps extends OpenerProps {
  /** The CSS timing of its animations (motion.ts `TIMING`). */
  timing: Timing;
  /** The classes of its poses while waiting, landing and done. */
  poses: { waiting?: string; landing?: string; done?: string };
  /** The drawing, `aria-hidden` (the button's label says it all). */
  children: ReactNode;
}

/**
 * An opener that is one button (the golden egg, the red envelope): tapping calls the server, the
 * drawing loops its waiting pose until the answer, then plays its landing pose to the result.
 */
export function TapOpener({ opening, label, action, timing, poses, children }: TapOpenerProps) {
  const { phase } = opening;
  const pose = phase === 'idle' ? '' : (poses[phase] ?? '');
  return (
    <button
      type="button"
      className={`${styles.opener} ${pose}`}
      style={timingStyle(timing)}
      aria-label={label}
      aria-busy={phase === 'waiting' || phase === 'landing'}
      disabled={phase !== 'idle'}
      onClick={opening.open}
      data-phase={phase}
      onAnimationIteration={opening.onLoopEnd}
    >
      {children}
      <span className={styles.action}>{action}</span>
    </button>
  );
}
