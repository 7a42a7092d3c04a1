import { useState } from 'react';
import { Button, FormMessage, TextField, useForm } from '@portal/shared';
import { opsSignIn, type OpsOperator } from '@portal/shared/contracts';
import { opsCall } from './opsApi';
import styles from './OpsRemotes.module.css';
import { useShellTranslation } from '../../i18n';

const FIELDS = ['name', 'password', 'code'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The operator's sign-in: name, password and the authenticator app's current code. The API answers
 * one refusal for any wrong part, and locks the name (and the address) after repeated wrong ones; its
 * message is shown as it comes.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: (operator: OpsOperator) => void }) {
  const { t } = useShellTranslation();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', password: '', code: '' });
  const form = useForm(FIELDS);
  const change = (name: Field, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    form.clear(name);
  };
  const submit = form.handleSubmit(
    () => Object.fromEntries(FIELDS.map((name) => [name, values[name].trim() ? undefined : t('opsRemotes.actions.required')])),
    async () => {
      const operator = await opsCall(opsSignIn, { name: values.name.trim(), password: values.password, code: values.code.replace(/\s+/g, '') });
      onSignedIn(operator);
    },
  );
  return (
    <form className={styles.tokenForm} onSubmit={(event) => void submit(event)} noValidate aria-label={t('opsRemotes.signIn.title')}>
      <h2 className={styles.subTitle}>{t('opsRemotes.signIn.title')}</h2>
      <FormMessage message={form.formError} />
      <TextField label={t('opsRemotes.signIn.name')} autoComplete="username" value={values.name} maxLength={32} error={form.errors.name} onChange={(e) => change('name', e.target.value)} />
      <TextField
        label={t('opsRemotes.signIn.password')}
        type="password"
        autoComplete="current-password"
        value={values.password}
        maxLength={128}
        error={form.errors.password}
        onChange={(e) => change('password', e.target.value)}
      />
      <TextField
        label={t('opsRemotes.signIn.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={values.code}
        maxLength={16}
        error={form.errors.code}
        hint={t('opsRemotes.signIn.codeHint')}
        onChange={(e) => change('code', e.target.value)}
      />
      <Button type="submit" loading={form.sending}>
        {t('opsRemotes.signIn.submit')}
      </Button>
    </form>
  );
}
