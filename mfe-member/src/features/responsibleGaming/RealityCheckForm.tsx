import { useState } from 'react';
import { http } from '@portal/kernel';
import { Button, FormMessage, SelectField, useForm } from '@portal/shared';
import { protectionSetRealityCheck, REALITY_CHECK_MINUTES, type ProtectionStatus, type RealityCheckMinutes } from '@portal/shared/contracts';
import { formStyles } from '../../forms';
import { useCommonTranslation, useMemberTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';

/**
 * How often the reality check comes: every 15, 30 or 60 minutes of play, the site showing the time
 * played and the net result since sign-in. It limits nothing, so the choice applies at once.
 */
export function RealityCheckForm({ minutes, onSaved }: { minutes: number; onSaved: (status: ProtectionStatus) => void }) {
  const { t } = useMemberTranslation();
  const { t: tc } = useCommonTranslation();
  const [choice, setChoice] = useState(String(minutes));
  const form = useForm([] as const, { fallback: tc('failed') });

  const save = form.handleSubmit(
    () => ({}),
    async () => {
      const status = await http.call(protectionSetRealityCheck, { minutes: Number(choice) as RealityCheckMinutes });
      onSaved(status);
      return t('protection.realityCheck.saved', { count: status.realityCheckMinutes });
    },
    () => ({ fields: {}, form: tc('failed') }),
  );

  return (
    <form className={formStyles.form} onSubmit={save} noValidate data-testid="reality-check-form">
      <p className={layoutStyles.note}>{t('protection.realityCheck.lead')}</p>
      <SelectField
        label={t('protection.realityCheck.every')}
        value={choice}
        touch
        onChange={(event) => setChoice(event.target.value)}
      >
        {REALITY_CHECK_MINUTES.map((entry) => (
          <option key={entry} value={String(entry)}>
            {t('protection.minutes', { count: entry })}
          </option>
        ))}
      </SelectField>
      <FormMessage message={form.formError} />
      <FormMessage message={form.done} tone="success" testId="reality-check-saved" />
      <div className={formStyles.actions}>
        <Button type="submit" loading={form.sending}>
          {t('protection.realityCheck.save')}
        </Button>
      </div>
    </form>
  );
}
