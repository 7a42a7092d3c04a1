import { JackpotCounter } from '../jackpot';
import { WinnerBoard } from '../winners';
import { CategoryRows } from './CategoryRows';
import { HotRow } from './HotRow';
import styles from './Home.module.css';

/** The game sections of the shell's home page: hot row, jackpot, winner board, category rows. */
export function HomeGames() {
  return (
    <div className={styles.sections}>
      <HotRow />
      <JackpotCounter />
      <WinnerBoard />
      <CategoryRows />
    </div>
  );
}
