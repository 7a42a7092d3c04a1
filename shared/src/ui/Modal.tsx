import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { MODAL_OPEN_DELAY_MS } from '../constants';
import styles from './Modal.module.css';
import { cx } from './cx';
import { useDelayedOpen } from './useDelayedOpen';
import { handleDialogKeyDown, useDialogFocus } from './useDialogBehaviour';
import { useSharedTranslation } from './useSharedTranslation';

export interface ModalProps {
  /** Asks for the modal; it becomes visible MODAL_OPEN_DELAY_MS later. */
  open: boolean;
  title: ReactNode;
  /** Called by the close button and Escape. The parent decides whether `open` turns false. */
  onClose: () => void;
  children?: ReactNode;
  /** Actions row under the body (buttons). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** 'alertdialog' for confirmations and warnings that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (its message), for screen readers. */
  describedBy?: string;
  className?: string;
}

/**
 * The portal's modal. It never closes on a click outside it: a stray click beside a login or register
 * form must not throw away what was typed. Only its close button and Escape close it.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  describedBy,
  className,
}: ModalProps) {
  const shown = useDelayedOpen(open, MODAL_OPEN_DELAY_MS);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { t } = useSharedTranslation();
  useDialogFocus(shown, dialogRef);

  if (!shown) return null;
  return createPortal(
    // No onClick on the backdrop, on purpose: see above.
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={cx(styles.dialog, styles[size], className)}
        onKeyDown={(event) => handleDialogKeyDown(event, onClose)}
      >
        {/* Divs, not <header>/<footer>: outside <main> those are the page's banner and contentinfo landmarks. */}
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={t('actions.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
