import { TIMING, timingStyle } from './motion';
import type { OpenerProps } from './opener';
import styles from './Openers.module.css';

/**
 * The red envelope: the envelope is the button. Tapping calls the server and the envelope shakes
 * until the answer; then its flap folds open, the seal fades and a card slides out (the prize shows in
 * the card's result). Drawn in CSS with the theme's colours.
 */
export function RedEnvelope({ opening, label, action }: OpenerProps) {
  const { phase } = opening;
  const pose = { idle: '', waiting: styles.wobble, landing: styles.opening, done: styles.open }[phase];
  return (
    <button
      type="button"
      className={`${styles.opener} ${pose}`}
      style={timingStyle(TIMING.RED_ENVELOPE)}
      aria-label={label}
      aria-busy={phase === 'waiting' || phase === 'landing'}
      disabled={phase !== 'idle'}
      onClick={opening.open}
      data-phase={phase}
      onAnimationIteration={opening.onLoopEnd}
    >
      <span className={styles.envelope} aria-hidden="true">
        <span className={styles.letter} />
        <span className={styles.pocket} />
        <span className={styles.flap} />
        <span className={styles.seal} />
      </span>
      <span className={styles.action}>{action}</span>
    </button>
  );
}
