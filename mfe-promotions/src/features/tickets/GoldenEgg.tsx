import { TIMING } from './motion';
import type { OpenerProps } from './opener';
import { TapOpener } from './TapOpener';
import styles from './Openers.module.css';

/**
 * The golden egg: the egg is the button. Tapping calls the server and the egg wobbles until the
 * answer; then its top cracks off and the prize shows (the card's result). Drawn in CSS (two halves of
 * one egg shape cut along a zigzag), so it follows the theme's colours.
 */
export function GoldenEgg(props: OpenerProps) {
  return (
    <TapOpener {...props} timing={TIMING.GOLDEN_EGG} poses={{ waiting: styles.wobble, landing: styles.cracking, done: styles.cracked }}>
      <span className={styles.egg} aria-hidden="true">
        <span className={styles.glow} />
        <span className={`${styles.shell} ${styles.eggBottom}`} />
        <span className={`${styles.shell} ${styles.eggTop}`} />
      </span>
    </TapOpener>
  );
}
