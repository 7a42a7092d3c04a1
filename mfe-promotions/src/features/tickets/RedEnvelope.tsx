import { TIMING } from './motion';
import type { OpenerProps } from './opener';
import { TapOpener } from './TapOpener';
import styles from './Openers.module.css';

/**
 * The red envelope: the envelope is the button. Tapping calls the server and the envelope shakes
 * until the answer; then its flap folds open, the seal fades and a card slides out (the prize shows in
 * the card's result). Drawn in CSS with the theme's colours.
 */
export function RedEnvelope(props: OpenerProps) {
  return (
    <TapOpener {...props} timing={TIMING.RED_ENVELOPE} poses={{ waiting: styles.wobble, landing: styles.opening, done: styles.open }}>
      <span className={styles.envelope} aria-hidden="true">
        <span className={styles.letter} />
        <span className={styles.pocket} />
        <span className={styles.flap} />
        <span className={styles.seal} />
      </span>
    </TapOpener>
  );
}
