import { useId, useRef } from 'react';
import { Button } from '@portal/shared';
import { useMemberTranslation } from '../../i18n';
import type { CopyResult } from './useCopy';
import styles from './Referral.module.css';

export interface CopyFieldProps {
  label: string;
  value: string;
  result: CopyResult;
  onCopy(field: HTMLInputElement | null): void;
  testId: string;
}

/** A read-only value (the code, the link) with its copy button and what the copy did. */
export function CopyField({ label, value, result, onCopy, testId }: CopyFieldProps) {
  const { t } = useMemberTranslation();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.copyField}>
      <label htmlFor={id} className={styles.copyLabel}>
        {label}
      </label>
      <div className={styles.copyRow}>
        <input id={id} ref={field} className={styles.copyInput} value={value} readOnly data-testid={testId} onFocus={(event) => event.currentTarget.select()} />
        <Button variant="secondary" onClick={() => onCopy(field.current)} aria-label={t('referral.copyNamed', { name: label })}>
          {t('referral.copy')}
        </Button>
      </div>
      <p className={styles.copyResult} role="status">
        {result === 'copied' ? t('referral.copied') : result === 'selected' ? t('referral.selected') : ''}
      </p>
    </div>
  );
}
