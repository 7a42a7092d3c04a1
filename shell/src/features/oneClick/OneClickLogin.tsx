import { useState } from 'react';
import { http, sendCommand } from '@portal/kernel';
import { IdentityPopupError, openIdentityPopup, useQuery, type FieldProblem } from '@portal/shared';
import { identityProviders, identitySession, type IdentityProvider, type LoginValue } from '@portal/shared/contracts';
import { failureProblem, FormAlert } from '../accountForms';
import { ProviderIcon } from './ProviderIcon';
import styles from './OneClick.module.css';
import { useShellTranslation } from '../../i18n';

/**
 * Spec §2's "optional Google or Facebook one-click login", in the login and register popups: a button
 * per provider the site has (none: nothing shows). A known identity is logged in (`onLoggedIn`: the
 * popup's own finish, as after any login); a new one goes to the register form, prefilled, whose rules
 * still apply (RegisterModal's `identity`).
 */
export function OneClickLogin({ onClose, onLoggedIn }: { onClose: () => void; onLoggedIn: (value: LoginValue) => Promise<void> }) {
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
