import { useEffect, useState } from 'react';
import { http, sendCommand, useNavigate, useSession } from '@portal/kernel';
import { Button, checkConfirmPassword, checkField, checkRequired, familyRule, type FieldRules, Modal, TextField } from '@portal/shared';
import { changePassword } from '@portal/shared/contracts';
import { logout } from '../session';
import { updateRememberedPassword } from '../auth';
import { FormAlert, RulesGate, useAccountForm, useRegisterRules } from '../accountForms';
import { homeOf } from '../../app/paths';
import styles from './Password.module.css';
import { useShellTranslation } from '../../i18n';

const FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;
const NEW_FIELDS = ['newPassword', 'confirmNewPassword'] as const;
type Field = (typeof FIELDS)[number];

interface Props {
  onClose: () => void;
  /**
   * `oldPassword`: already known (the login that found it expired passes it), so not asked again.
   * `forced`: the password is the default or has expired (spec §4): the member changes it or leaves.
   * `firstPassword`: the account (made by one-click sign-in) has none yet: "Set a password", no old one.
   */
  params?: Record<string, unknown>;
}

/**
 * Change password of spec §4, §5; also opened by the security centre with `openModal changePassword`
 * (with `firstPassword` for an account that has none yet).
 */
export function ChangePasswordModal({ onClose, params = {} }: Props) {
  const session = useSession();
  // Changing a password needs a session: without one, the login popup comes instead.
  if (!session.token) return <LoginInstead onClose={onClose} />;
  return <ChangePasswordDialog onClose={onClose} params={params} />;
}

function LoginInstead({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    onClose();
    sendCommand({ type: 'openModal', modal: 'login' });
  }, [onClose]);
  return null;
}

function ChangePasswordDialog({ onClose, params }: Required<Props>) {
  const { t } = useShellTranslation();
  // The password rule (session-storage copy first, spec §5).
  const rules = useRegisterRules();
  const knownOld = typeof params.oldPassword === 'string' && params.oldPassword ? params.oldPassword : undefined;
  const forced = params.forced === true;
  const first = params.firstPassword === true;

  // Leaving a forced change leaves the session too: a default or expired password opens nothing.
  const close = forced
    ? () => {
        onClose();
        void logout().catch(() => undefined);
      }
    : onClose;

  return (
    <Modal open title={t(first ? 'password.set.title' : 'password.change.title')} onClose={close}>
      <RulesGate state={rules}>{(loaded) => <ChangePasswordForm rules={loaded} knownOld={knownOld} forced={forced} first={first} onClose={onClose} />}</RulesGate>
    </Modal>
  );
}

function ChangePasswordForm({ rules, knownOld, forced, first, onClose }: { rules: FieldRules; knownOld?: string; forced: boolean; first: boolean; onClose: () => void }) {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  // A refusal lands under a field the form shows; a wrong old password it did not ask for goes above.
  // No old password to ask when it is known already, or when the account has none (first).
  const askOld = !knownOld && !first;
  const form = useAccountForm<Field>(askOld ? FIELDS : NEW_FIELDS, { byCode: { 'password.old.wrong': 'oldPassword', 'password.same': 'newPassword' } });
  const passwordRule = { ...(rules.password ?? familyRule('NO_SPACES', { minLength: 6, maxLength: 20 })), enabled: true, required: true };

  const set = (field: Field) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = form.handleSubmit(
    () => ({
      oldPassword: askOld ? checkRequired(values.oldPassword) : null,
      newPassword: checkField(passwordRule, values.newPassword),
      confirmNewPassword: checkConfirmPassword(values.newPassword, values.confirmNewPassword),
    }),
    async () => {
      const oldPassword = first ? {} : { oldPassword: knownOld ?? values.oldPassword };
      await http.call(changePassword, { ...oldPassword, newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword });
      // Spec §4: the modal closes and the member goes home (an agent to the agent home). This session
      // lives on (the server ends the others), so there is nothing to load again.
      if (session.member) updateRememberedPassword(session.member.account, values.newPassword);
      onClose();
      navigate(homeOf(session));
    },
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {forced && <p className={styles.lead}>{t('password.change.forced')}</p>}
      {first && <p className={styles.lead}>{t('password.set.lead')}</p>}
      {askOld && (
        <TextField
          label={t('password.change.old')}
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          value={values.oldPassword}
          onChange={set('oldPassword')}
          error={form.errors.oldPassword}
        />
      )}
      <TextField
        label={t('password.change.new')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={set('newPassword')}
        error={form.errors.newPassword}
      />
      <TextField
        label={t('password.change.confirm')}
        name="confirmNewPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmNewPassword}
        onChange={set('confirmNewPassword')}
        error={form.errors.confirmNewPassword}
      />
      <FormAlert problem={form.formError} />
      <Button type="submit" variant="primary" loading={form.sending}>
        {t(first ? 'password.set.submit' : 'password.change.submit')}
      </Button>
    </form>
  );
}
