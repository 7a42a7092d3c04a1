import cards from './Cards.module.css';
import { cx } from './cx';

interface ProgressBarProps {
  /** 0 to 100. */
  percent: number;
  /** What the bar measures, for assistive tech. */
  label: string;
  /** The figures in words (e.g. "K 35.00 of K 60.00, 58 %"), read instead of the bare percent. */
  valueText?: string;
  /** Reached: the fill takes the success colour. */
  done?: boolean;
  testId?: string;
}

/** A progress bar of the member centre (a turnover, a lock, a mission, the VIP level): one look, one way to announce it. */
export function ProgressBar({ percent, label, valueText, done = false, testId }: ProgressBarProps) {
  return (
    <div className={cards.bar} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={valueText} aria-label={label} data-testid={testId}>
      <span className={cx(cards.fill, done && cards.fillDone)} style={{ width: `${percent}%` }} />
    </div>
  );
}
