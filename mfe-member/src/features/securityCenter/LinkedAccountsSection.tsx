import { useState } from 'react';
import { http, isApiError } from '@portal/kernel';
import { Button, ConfirmDialog, FormMessage, IdentityPopupError, openIdentityPopup, Section, useQuery, useSiteDate } from '@portal/shared';
import { identityLink, identityLinks, identityProviders, type IdentityProvider } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { cx, layoutStyles } from '../../layout';
import styles from './SecurityCenter.module.css';

/**
 * Linked sign-in accounts: binds a provider's identity (Google, Facebook, the demo's local
 * one) to this account, so one-click sign-in logs into it. Spec §4: the link is one-way and
 * irreversible, so the dialog says so before the provider's window opens, and there is no unlink.
 */
export function LinkedAccountsSection() {
  const { t } = useMemberTranslation();
  const formatDate = useSiteDate();
  const providers = useQuery((signal) => http.call(identityProviders, undefined, { signal }), []);
  const links = useQuery((signal) => http.call(identityLinks, undefined, { signal }), []);
  const [asking, setAsking] = useState<IdentityProvider | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);

  const list = providers.data?.providers ?? [];
  if (list.length === 0) return null;
  const linkOf = (id: string) => links.data?.identities.find((identity) => identity.provider === id);

  // In the confirm button's click itself: the popup must open before anything is awaited.
  const link = (provider: IdentityProvider) => {
    setBusy(true);
    setMessage(null);
    openIdentityPopup(provider.id, 'link')
      .then((ticket) => http.call(identityLink, { ticket }))
      .then((answer) => {
        links.setData(answer);
        setMessage({ text: t('security.linked.done', { name: provider.name }), tone: 'success' });
      })
      .catch((error: unknown) => {
        const text = error instanceof IdentityPopupError ? t(`shared:${error.messageKey}`) : isApiError(error) ? error.message : t('shared:errors.unknown');
        setMessage({ text, tone: 'error' });
      })
      .finally(() => {
        setBusy(false);
        setAsking(null);
      });
  };

  return (
    <Section title={t('security.linked.title')} testId="linked-accounts">
      <p className={layoutStyles.note}>{t('security.linked.lead')}</p>
      <ul className={styles.bindings}>
        {list.map((provider) => {
          const linked = linkOf(provider.id);
          return (
            <li key={provider.id} className={styles.binding} data-testid={`linked-${provider.id}`}>
              <span className={styles.bindingLabel}>{provider.name}</span>
              <span className={styles.bindingValue}>
                <span className={cx(layoutStyles.tag, linked ? layoutStyles.tagSuccess : layoutStyles.tagWarning)}>
                  {linked
                    ? t('security.linked.isLinked', { who: linked.email ?? provider.name, date: formatDate(linked.linkedTime, 'date') })
                    : t('security.linked.notLinked')}
                </span>
                {!linked && links.data && (
                  <Button variant="secondary" onClick={() => setAsking(provider)}>
                    {t('security.linked.link')}
                  </Button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <FormMessage message={message?.text} tone={message?.tone} testId="linked-message" />
      <ConfirmDialog
        open={asking !== null}
        tone="warning"
        title={t('security.linked.confirmTitle', { name: asking?.name ?? '' })}
        message={t('security.linked.warning')}
        confirmLabel={t('security.linked.confirm')}
        busy={busy}
        onConfirm={() => asking && link(asking)}
        onCancel={() => setAsking(null)}
      />
    </Section>
  );
}
