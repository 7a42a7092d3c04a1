import { useState } from 'react';
import { http, isApiError, sendCommand } from '@portal/kernel';
import { IdentityPopupError, openIdentityPopup, useQuery, type FieldProblem } from '@portal/shared';
import { identityProviders, identitySession, type IdentityProvider, type LoginValue, type LoginVerifyRequired } from '@portal/shared/contracts';
import { failureProblem, FormAlert } from '../accountForms';
import { ProviderIcon } from './ProviderIcon';
import styles from './OneClick.module.css';
import { useShellTranslation } from '../../i18n';

interface Props {
  onClose: () => void;
  /** A known identity logged in: the popup's own finish. */
  onLoggedIn: (value: LoginValue) => Promise<void>;
  /** The account asks for its second factor (login.verify.required's ticket and methods). */
  onVerify: (required: LoginVerifyRequired) => void;
}

/**
 * Spec §2's "optional Google or Facebook one-click login", in the login and register popups: a button
 * per provider the site has (none: nothing shows). A known identity is logged in (`onLoggedIn`: the
 * popup's own finish, as after any login); a new one goes to the register popup (RegisterModal's
 * `identity`), which asks a username and the terms only (IdentitySignUp), or on a site whose form asks
 * more, shows that form prefilled. An account with an authenticator app, from a new address,
 * asks for its code first (`onVerify`: the login popup's second-factor step, as after a password).
 */
export function OneClickLogin({ onClose, onLoggedIn, onVerify }: Props) {
  const { t } = useShellTranslation();
  const providers = useQuery((signal) => http.call(identityProviders, undefined, { signal }), []);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<FieldProblem | undefined>();

  const list = providers.data?.providers ?? [];
  if (list.length === 0) return null;

  const signIn = async (provider: IdentityProvider) => {
    setProblem(undefined);
    setBusy(provider.id);
    try {
      const ticket = await openIdentityPopup(provider.id, 'login');
      const answer = await http.call(identitySession, { ticket });
      if (answer.status === 'login' && answer.login) {
        await onLoggedIn(answer.login);
      } else {
        onClose();
        sendCommand({ type: 'openModal', modal: 'register', params: { identity: { ticket: answer.ticket, profile: answer.profile } } });
      }
    } catch (error) {
      if (isApiError(error) && error.code === 'login.verify.required') {
        onVerify(error.value as LoginVerifyRequired);
        return;
      }
      setProblem(error instanceof IdentityPopupError ? { key: `shared:${error.messageKey}` } : failureProblem(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.oneClick}>
      <p className={styles.or}>
        <span>{t('oneClick.or')}</span>
      </p>
      <div className={styles.buttons} role="group" aria-label={t('oneClick.groupLabel')}>
        {list.map((provider) => (
          <button
            key={provider.id}
            type="button"
            className={`${styles.button} ${styles[provider.kind] ?? ''}`}
            disabled={busy !== null}
            aria-busy={busy === provider.id}
            onClick={() => void signIn(provider)}
          >
            <ProviderIcon kind={provider.kind} />
            {t('oneClick.continueWith', { name: provider.name })}
          </button>
        ))}
      </div>
      {busy && (
        <p className={styles.waiting} role="status">
          {t('oneClick.waiting')}
        </p>
      )}
      <FormAlert problem={problem} />
    </div>
  );
}
