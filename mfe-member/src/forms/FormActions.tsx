import { Button } from '@portal/shared';
import { useMemberTranslation } from '../i18n';
import styles from './Forms.module.css';

/** A form's buttons: submit (busy while sending) and, for forms that can be left, Cancel. */
export function FormActions({
  label,
  sending,
  onCancel,
  cancelLabel,
  testId,
}: {
  label: string;
  sending: boolean;
  onCancel?: () => void;
  /** Defaults to the shared "Cancel". */
  cancelLabel?: string;
  /** The submit button's test id. */
  testId?: string;
}) {
  const { t } = useMemberTranslation();
  return (
    <div className={styles.actions}>
      <Button type="submit" loading={sending} data-testid={testId}>
        {label}
      </Button>
      {onCancel && (
        <Button variant="ghost" onClick={onCancel} disabled={sending}>
          {cancelLabel ?? t('shared:actions.cancel')}
        </Button>
      )}
    </div>
  );
}
