import { TIMING, timingStyle } from './motion';
import type { OpenerProps } from './opener';
import styles from './Openers.module.css';

/**
 * The golden egg: the egg is the button. Tapping calls the server and the egg wobbles until the
 * answer; then its top cracks off and the prize shows (the card's result). Drawn in CSS (two halves of
 * one egg shape cut along a zigzag), so it follows the theme's colours.
 */
export function GoldenEgg({ opening, label, action }: OpenerProps) {
  const { phase } = opening;
  const pose = { idle: '', waiting: styles.wobble, landing: styles.cracking, done: styles.cracked }[phase];
  return (
    <button
      type="button"
      className={`${styles.opener} ${pose}`}
      style={timingStyle(TIMING.GOLDEN_EGG)}
      aria-label={label}
      aria-busy={phase === 'waiting' || phase === 'landing'}
      disabled={phase !== 'idle'}
      onClick={opening.open}
      data-phase={phase}
      onAnimationIteration={opening.onLoopEnd}
    >
      <span className={styles.egg} aria-hidden="true">
        <span className={styles.glow} />
        <span className={`${styles.shell} ${styles.eggBottom}`} />
        <span className={`${styles.shell} ${styles.eggTop}`} />
      </span>
      <span className={styles.action}>{action}</span>
    </button>
  );
}
