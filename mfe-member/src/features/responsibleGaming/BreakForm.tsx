import { useState } from 'react';
import { http } from '@portal/kernel';
import { Button, ConfirmDialog, FormMessage, SelectField, useForm } from '@portal/shared';
import { COOL_OFF_LENGTHS, exclusionKindOf, protectionExclude, SELF_EXCLUSION_LENGTHS, type ExclusionLength, type ProtectionStatus } from '@portal/shared/contracts';
import { formStyles } from '../../forms';
import { useCommonTranslation, useMemberTranslation } from '../../i18n';
import { useProtectionRefusal } from './texts';

/**
 * Takes a cool-off or a self-exclusion. Nothing is sent before the player confirms, in a dialog that
 * says the break cannot be shortened and what stays open.
 */
export function BreakForm({ onTaken }: { onTaken: (status: ProtectionStatus) => void }) {
  const { t } = useMemberTranslation();
  const { t: tc } = useCommonTranslation();
  const refusal = useProtectionRefusal();
  const [length, setLength] = useState<ExclusionLength>('24h');
  const [confirming, setConfirming] = useState(false);
  const form = useForm([] as const, { fallback: tc('failed') });
  const lengthName = t(`protection.lengths.${length}`);
  const kindName = t(`protection.breakKinds.${exclusionKindOf(length)}`);

  const take = form.handleSubmit(
    () => ({}),
    async () => {
      const status = await http.call(protectionExclude, { length });
      setConfirming(false);
      onTaken(status);
    },
    (error) => {
      setConfirming(false);
      return { fields: {}, form: refusal(error) ?? tc('failed') };
    },
  );

  return (
    <form
      className={formStyles.form}
      noValidate
      data-testid="break-form"
      onSubmit={(event) => {
        event.preventDefault();
        setConfirming(true);
      }}
    >
      <SelectField label={t('protection.break.length')} value={length} touch onChange={(event) => setLength(event.target.value as ExclusionLength)}>
        <optgroup label={t('protection.breakKinds.coolOff')}>
          {COOL_OFF_LENGTHS.map((entry) => (
            <option key={entry} value={entry}>
              {t(`protection.lengths.${entry}`)}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('protection.breakKinds.selfExclusion')}>
          {SELF_EXCLUSION_LENGTHS.map((entry) => (
            <option key={entry} value={entry}>
              {t(`protection.lengths.${entry}`)}
            </option>
          ))}
        </optgroup>
      </SelectField>
      <FormMessage message={form.formError} />
      <div className={formStyles.actions}>
        <Button type="submit" variant="secondary">
          {t('protection.break.take')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        tone="warning"
        title={t('protection.break.confirmTitle', { kind: kindName, length: lengthName })}
        message={t(`protection.break.confirm.${exclusionKindOf(length)}`, { length: lengthName })}
        confirmLabel={t('protection.break.confirmButton', { length: lengthName })}
        busy={form.sending}
        onConfirm={() => void take()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
