import { useEffect, useState, type FormEvent } from 'react';
import { http, sendCommand, useNavigate, useSession, useTranslation } from '@portal/kernel';
import { Button, checkConfirmPassword, checkField, checkRequired, familyRule, type FieldRules, formatIssue, Modal, TextField } from '@portal/shared';
import { changePassword } from '@portal/shared/contracts';
import { logout } from '../session';
import { updateRememberedPassword } from '../auth';
import { FormAlert, hasProblems, onlyProblems, problemsFromError, RulesGate, useRegisterRules, type Problems } from '../accountForms';
import { homeOf } from '../../app/paths';
import styles from './Password.module.css';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

interface Props {
  onClose: () => void;
  /**
   * `oldPassword`: already known (the login that found it expired passes it), so not asked again.
   * `forced`: the password is the default or has expired (spec §4): the member changes it or leaves.
   */
  params?: Record<string, unknown>;
}

/** Change password of spec §4, §5; also opened by the security centre with `openModal changePassword`. */
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
  const { t } = useTranslation('shell');
  // The password rule (session-storage copy first, spec §5).
  const rules = useRegisterRules();
  const knownOld = typeof params.oldPassword === 'string' && params.oldPassword ? params.oldPassword : undefined;
  const forced = params.forced === true;

  // Leaving a forced change leaves the session too: a default or expired password opens nothing.
  const close = forced
    ? () => {
        onClose();
        void logout().catch(() => undefined);
      }
    : onClose;

  return (
    <Modal open title={t('password.change.title')} onClose={close}>
      <RulesGate state={rules}>{(loaded) => <ChangePasswordForm rules={loaded} knownOld={knownOld} forced={forced} onClose={onClose} />}</RulesGate>
    </Modal>
  );
}

function ChangePasswordForm({ rules, knownOld, forced, onClose }: { rules: FieldRules; knownOld?: string; forced: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const session = useSession();
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [busy, setBusy] = useState(false);
  const shown: Field[] = knownOld ? ['newPassword', 'confirmNewPassword'] : ['oldPassword', 'newPassword', 'confirmNewPassword'];
  const passwordRule = { ...(rules.password ?? familyRule('NO_SPACES', { minLength: 6, maxLength: 20 })), enabled: true, required: true };

  const set = (field: Field) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = onlyProblems<Field>({
      oldPassword: knownOld ? null : checkRequired(values.oldPassword),
      newPassword: checkField(passwordRule, values.newPassword),
      confirmNewPassword: checkConfirmPassword(values.newPassword, values.confirmNewPassword),
    });
    setProblems(found);
    if (hasProblems(found)) return;
    setBusy(true);
    try {
      await http.call(changePassword, { oldPassword: knownOld ?? values.oldPassword, newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword });
      // Spec §4: the modal closes and the member goes home (an agent to the agent home). This session
      // lives on (the server ends the others), so there is nothing to load again.
      if (session.member) updateRememberedPassword(session.member.account, values.newPassword);
      onClose();
      navigate(homeOf(session));
    } catch (error) {
      setProblems(
        problemsFromError<Field>(error, shown, { byCode: { 'password.old.wrong': 'oldPassword', 'password.same': 'newPassword' } }),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {forced && <p className={styles.lead}>{t('password.change.forced')}</p>}
      {!knownOld && (
        <TextField
          label={t('password.change.old')}
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          value={values.oldPassword}
          onChange={set('oldPassword')}
          error={formatIssue(problems.oldPassword)}
        />
      )}
      <TextField
        label={t('password.change.new')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={set('newPassword')}
        error={formatIssue(problems.newPassword)}
      />
      <TextField
        label={t('password.change.confirm')}
        name="confirmNewPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmNewPassword}
        onChange={set('confirmNewPassword')}
        error={formatIssue(problems.confirmNewPassword)}
      />
      <FormAlert problem={problems.form} />
      <Button type="submit" variant="primary" loading={busy}>
        {t('password.change.submit')}
      </Button>
    </form>
  );
}
