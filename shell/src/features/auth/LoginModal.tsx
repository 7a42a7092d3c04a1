import { useState } from 'react';
import { sendCommand, type ModalName } from '@portal/kernel';
import { Modal, Tabs, type FieldProblem } from '@portal/shared';
import type { LoginScope, LoginValue, LoginVerifyRequired } from '@portal/shared/contracts';
import { useWhitelabel } from '../boot';
import { failureProblem, FormAlert } from '../accountForms';
import { OneClickLogin } from '../oneClick';
import { UsernameLoginForm } from './UsernameLoginForm';
import { SmsLoginForm } from './SmsLoginForm';
import { TwoFactorStep } from './TwoFactorStep';
import { FreePlayOffer, freePlayOf } from './FreePlayOffer';
import { rememberedLogin } from './rememberLogin';
import { useFinishLogin, type LoginWay } from './useFinishLogin';
import styles from './AuthForm.module.css';
import { useShellTranslation } from '../../i18n';

type Tab = 'username' | 'sms';

/** `params.scope` of the popup (`openLogin { scope }`): `agent` for the agent landing page's login. */
export function scopeOf(params: Record<string, unknown>): LoginScope | undefined {
  return params.scope === 'agent' ? 'agent' : undefined;
}

/**
 * `params.verify` of the popup: the second factor a one-click sign-in in the register popup was asked
 * for (`login.verify.required`'s value), answered here as after any login.
 */
function oneClickVerifyOf(params: Record<string, unknown>): { required: LoginVerifyRequired; way: LoginWay } | null {
  const required = params.verify as Partial<LoginVerifyRequired> | undefined;
  if (!required || typeof required.ticket !== 'string' || !Array.isArray(required.methods)) return null;
  return { required: { ticket: required.ticket, methods: required.methods }, way: { kind: 'oneClick' } };
}

/**
 * The login popup of spec §2 and §4, the portal's one login: username and password, or mobile and SMS
 * code when MOBILEVERCODELOGIN3 is on; a captcha after failures and a second factor when the server asks
 * for them; links to register and to forgot password; one-click sign-in with the site's providers
 * (oneClick), whose second factor, when the account asks for one, is this popup's step too. With the
 * agent scope (the agent landing page) the server refuses every account that is not an agent, and
 * there is no register link, one-click sign-in or free play.
 */
export function LoginModal({ onClose, params = {} }: { onClose: () => void; params?: Record<string, unknown> }) {
  const { t } = useShellTranslation();
  const smsLogin = useWhitelabel('MOBILEVERCODELOGIN3');
  const [tab, setTab] = useState<Tab>('username');
  const [remember, setRemember] = useState(() => !!rememberedLogin());
  const [verify, setVerify] = useState<{ required: LoginVerifyRequired; way: LoginWay } | null>(() => oneClickVerifyOf(params));
  // `params.notice`: why the popup opened by itself (the session ended: its limit, or not logged in).
  const [verifyProblem, setVerifyProblem] = useState<FieldProblem | undefined>(() => (typeof params.notice === 'string' ? params.notice : undefined));
  const finish = useFinishLogin(onClose);
  const scope = scopeOf(params);
  const freePlay = scope === 'agent' ? null : freePlayOf(params);

  // A one-click sign-in remembers no password: it forgets one remembered before, as it always has.
  const onLoggedIn = (value: LoginValue, way: LoginWay) => finish(value, way, way.kind === 'oneClick' ? false : remember);
  const onVerify = (required: LoginVerifyRequired, way: LoginWay) => {
    setVerifyProblem(undefined);
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
      <SmsLoginForm onLoggedIn={onLoggedIn} onVerify={onVerify} scope={scope} options={rememberBox} onAttempt={() => setVerifyProblem(undefined)} />
    ) : (
      <UsernameLoginForm onLoggedIn={onLoggedIn} onVerify={onVerify} scope={scope} options={rememberBox} onAttempt={() => setVerifyProblem(undefined)} />
    );

  return (
    <Modal open title={verify ? t('twoFactor.title') : scope === 'agent' ? t('login.agentTitle') : t('login.title')} onClose={onClose}>
      {verify && (
        <TwoFactorStep
          required={verify.required}
          onVerified={(value) =>
            onLoggedIn(value, verify.way).catch((error: unknown) => {
              setVerify(null);
              setVerifyProblem(failureProblem(error));
            })
          }
          onBack={() => setVerify(null)}
          onExpired={(message) => {
            setVerify(null);
            setVerifyProblem(message);
          }}
        />
      )}
      {/* Hidden, not unmounted, during the second factor: going back keeps what was typed. */}
      <div className={styles.stack} hidden={verify !== null}>
        <FormAlert problem={verifyProblem} />
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
        {scope !== 'agent' && (
          <OneClickLogin onClose={onClose} onLoggedIn={(value) => onLoggedIn(value, { kind: 'oneClick' })} onVerify={(required) => onVerify(required, { kind: 'oneClick' })} />
        )}
        {freePlay && <FreePlayOffer game={freePlay} onClose={onClose} />}
        {scope !== 'agent' && (
          <p className={styles.switch}>
            {t('login.noAccount')}{' '}
            <button type="button" className={styles.link} onClick={() => openInstead('register')}>
              {t('login.toRegister')}
            </button>
          </p>
        )}
      </div>
    </Modal>
  );
}
