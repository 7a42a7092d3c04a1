import { useId, type ReactNode } from 'react';
import { Button } from './Button';
import styles from './ConfirmDialog.module.css';
import { Modal } from './Modal';
import { useSharedTranslation } from './useSharedTranslation';

export interface ConfirmDialogProps {
  open: boolean;
  message: ReactNode;
  onConfirm: () => void;
  /**
   * Without it the dialog is a notice with one confirm button (e.g. "trial account" warnings), and
   * the close button and Escape also confirm, since there is nothing else to choose.
   */
  onCancel?: () => void;
  /** Defaults to "Confirm" in the current language. */
  title?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Shows the warning icon the spec's error dialogs carry. */
  tone?: 'default' | 'warning';
  /** The confirm action is in flight: its button spins and both are blocked. */
  busy?: boolean;
}

export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  title,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  busy = false,
}: ConfirmDialogProps) {
  const { t } = useSharedTranslation();
  const messageId = useId();
  const dismiss = onCancel ?? onConfirm;
  return (
    <Modal
      open={open}
      role="alertdialog"
      size="sm"
      title={title ?? t('actions.confirm')}
      describedBy={messageId}
      onClose={busy ? () => undefined : dismiss}
      footer={
        <>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {cancelLabel ?? t('actions.cancel')}
            </Button>
          )}
          <Button onClick={onConfirm} loading={busy}>
            {confirmLabel ?? t('actions.confirm')}
          </Button>
        </>
      }
    >
      <div className={styles.content}>
        {tone === 'warning' && (
          <span className={styles.icon} role="img" aria-label={t('ui.warning')}>
            !
          </span>
        )}
        <p id={messageId} className={styles.message}>
          {message}
        </p>
      </div>
    </Modal>
  );
}
