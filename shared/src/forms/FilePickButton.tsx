import { useId } from 'react';
import { cx } from '../ui/cx';
import styles from './FilePickButton.module.css';

export interface FilePickButtonProps {
  /** The button's words ('Upload a picture', 'Add pictures'). */
  label: string;
  /** The chosen files; the input is emptied after, so the same file can be chosen again. */
  onFiles: (files: FileList | null) => void;
  /** MIME types, e.g. ACTIVITY_IMAGE_TYPES. */
  accept?: readonly string[];
  multiple?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** The id of a hint the input is described by. */
  describedBy?: string;
  testId?: string;
  className?: string;
}

/**
 * A file input dressed as a secondary button of touch size (the avatar picker's and the activity
 * application's, one button for both). The input is the control, so the keyboard and
 * screen readers reach it; it lies over its label, invisible, and the label looks like the button.
 */
export function FilePickButton({ label, onFiles, accept, multiple, disabled, invalid, describedBy, testId, className }: FilePickButtonProps) {
  const id = useId();
  return (
    <label className={cx(styles.pick, disabled && styles.disabled, className)} htmlFor={id}>
      {label}
      <input
        id={id}
        type="file"
        className={styles.file}
        accept={accept?.join(',')}
        multiple={multiple}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-testid={testId}
        onChange={(event) => {
          onFiles(event.target.files);
          event.target.value = '';
        }}
      />
    </label>
  );
}
