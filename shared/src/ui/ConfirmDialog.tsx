import { useId, type ReactNode } from 'react';
import { Button } from './Button';
import styles from './ConfirmDialog.module.css';
import { Modal } from './Modal';
import { useSharedTranslation } from './useSharedTranslation';

interface ConfirmDialogBase {
  open: boolean;
  message: ReactNode;
  onConfirm: () => void;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Shows the warning icon the spec's error dialogs carry. */
  tone?: 'default' | 'warning';
  /** The confirm action is in flight: its button spins and both are blocked. */
  busy?: boolean;
}

/**
 * A question (with `onCancel`) may go untitled: it is then titled "Confirm" in the current language. A
 * notice (no `onCancel`: one confirm button, e.g. the "trial account" warning, and the close button and
 * Escape also confirm, since there is nothing else to choose) must say what it is about in its title;
 * untitled it would read "Confirm" over its one "Confirm" button.
 */
export type ConfirmDialogProps = ConfirmDialogBase & ({ onCancel: () => void; title?: ReactNode } | { onCancel?: undefined; title: ReactNode });

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
