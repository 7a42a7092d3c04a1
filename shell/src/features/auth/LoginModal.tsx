import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, sendCommand, Tabs, type ModalName } from '@portal/shared';
import { useWhitelabel } from '../boot';
import type { LoginValue } from '../session';
import { FormAlert, problemsFromError, type Problems } from '../accountForms';
import { UsernameLoginForm } from './UsernameLoginForm';
import { SmsLoginForm } from './SmsLoginForm';
import { TwoFactorStep } from './TwoFactorStep';
import { FreePlayOffer, freePlayOf } from './FreePlayOffer';
import { rememberedLogin } from './rememberLogin';
import { useFinishLogin, type LoginWay } from './useFinishLogin';
import type { VerifyRequired } from './loginApi';
import styles from './AuthForm.module.css';

type Tab = 'username' | 'sms';

/**
 * The login popup of spec §2 and §4: username and password, or mobile and SMS code when
 * MOBILEVERCODELOGIN3 is on; a second factor when the server asks for one; links to register and to
 * forgot password.
 */
export function LoginModal({ onClose, params = {} }: { onClose: () => void; params?: Record<string, unknown> }) {
  const { t } = useTranslation('shell');
  const smsLogin = useWhitelabel('MOBILEVERCODELOGIN3');
  const [tab, setTab] = useState<Tab>('username');
  const [remember, setRemember] = useState(() => !!rememberedLogin());
  const [verify, setVerify] = useState<{ required: VerifyRequired; way: LoginWay } | null>(null);
  const [verifyProblem, setVerifyProblem] = useState<Problems<never>>({});
  const finish = useFinishLogin(onClose);
  const freePlay = freePlayOf(params);

  const onLoggedIn = (value: LoginValue, way: LoginWay) => finish(value, way, remember);
  const onVerify = (required: VerifyRequired, way: LoginWay) => {
    setVerifyProblem({});
    setVerify({ required, way });
  };

  const openInstead = (modal: ModalName) => {
    onClose();
    sendCommand({ type: 'openModal', modal });
  };

  const rememberBox = (
    <div className={styles.row}>
      <label className={styles.check}>
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        {t('login.remember')}
      </label>
      <button type="button" className={styles.link} onClick={() => openInstead('forgotPassword')}>
        {t('login.forgotPassword')}
      </button>
    </div>
  );
  const form =
    smsLogin && tab === 'sms' ? (
      <SmsLoginForm onLoggedIn={onLoggedIn} onVerify={onVerify} options={rememberBox} onAttempt={() => setVerifyProblem({})} />
    ) : (
      <UsernameLoginForm onLoggedIn={onLoggedIn} onVerify={onVerify} options={rememberBox} onAttempt={() => setVerifyProblem({})} />
    );

  return (
    <Modal open title={verify ? t('twoFactor.title') : t('login.title')} onClose={onClose}>
      {verify && (
        <TwoFactorStep
          required={verify.required}
          onVerified={(value) =>
            finish(value, verify.way, remember).catch((error: unknown) => {
              setVerify(null);
              setVerifyProblem(problemsFromError<never>(error, []));
            })
          }
          onBack={() => setVerify(null)}
          onExpired={(message) => {
            setVerify(null);
            setVerifyProblem({ form: message });
          }}
        />
      )}
      {/* Hidden, not unmounted, during the second factor: going back keeps what was typed. */}
      <div className={styles.stack} hidden={verify !== null}>
        <FormAlert problem={verifyProblem.form} />
        {smsLogin ? (
          <Tabs
            label={t('login.tabsLabel')}
            value={tab}
            onChange={(next) => setTab(next as Tab)}
            items={[
              { id: 'username', label: t('login.tabs.username') },
              { id: 'sms', label: t('login.tabs.sms') },
            ]}
          >
            {form}
          </Tabs>
        ) : (
          form
        )}
        {freePlay && <FreePlayOffer game={freePlay} onClose={onClose} />}
        <p className={styles.switch}>
          {t('login.noAccount')}{' '}
          <button type="button" className={styles.link} onClick={() => openInstead('register')}>
            {t('login.toRegister')}
          </button>
        </p>
      </div>
    </Modal>
  );
}
