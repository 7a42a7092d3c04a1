import { Button } from '@portal/shared';
import styles from './PlayButton.module.css';

export interface PlayButtonProps {
  label: string;
  /** A round in flight: disabled, with a spinner. */
  busy: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** The big button that plays a round (Spin, Roll, Play). */
export function PlayButton({ label, busy, disabled = false, onClick }: PlayButtonProps) {
  return (
    <Button className={styles.play} loading={busy} disabled={disabled} onClick={onClick} data-testid="play-button">
      {label}
    </Button>
  );
}
