import { useState } from 'react';
import { http } from '@portal/kernel';
import { Button, FormMessage, ResultView, Section, useQuery } from '@portal/shared';
import { authenticatorStatus } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { cx, layoutStyles } from '../../layout';
import { AuthenticatorBindDialog } from './AuthenticatorBindDialog';
import { AuthenticatorUnbindDialog } from './AuthenticatorUnbindDialog';

/**
 * The authenticator app row (spec §4's "Google code"): bound or not, the recovery codes left, and the
 * bind and unbind dialogs. A bound app answers the two-factor step of a login from a new address.
 */
export function AuthenticatorSection() {
  const { t } = useMemberTranslation();
  const status = useQuery((signal) => http.call(authenticatorStatus, undefined, { signal }), []);
  const [dialog, setDialog] = useState<'bind' | 'unbind' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const bound = status.data?.bound;

  const open = (which: 'bind' | 'unbind') => {
    setDone(null);
    setDialog(which);
  };
  const finish = (message: string) => {
    setDialog(null);
    setDone(message);
    status.retry();
  };

  return (
    <Section
      title={t('security.authenticator.title')}
      testId="authenticator"
      aside={
        status.data && (
          <span className={cx(layoutStyles.tag, bound ? layoutStyles.tagSuccess : layoutStyles.tagWarning)} data-testid="authenticator-status">
            {t(bound ? 'security.authenticator.isBound' : 'security.authenticator.notBound')}
          </span>
        )
      }
    >
      <p className={layoutStyles.note}>{t('security.authenticator.lead')}</p>
      <ResultView query={status}>
        {(data) =>
          data.bound ? (
            <div className={layoutStyles.stack}>
              <p data-testid="authenticator-recovery-left">{t('security.authenticator.recoveryLeft', { count: data.recoveryCodesLeft })}</p>
              <div>
                <Button variant="secondary" onClick={() => open('unbind')}>
                  {t('security.authenticator.unbind')}
                </Button>
              </div>
            </div>
          ) : (
            <div>
              <Button variant="secondary" onClick={() => open('bind')}>
                {t('security.authenticator.setUp')}
              </Button>
            </div>
          )
        }
      </ResultView>
      <FormMessage message={done} tone="success" testId="authenticator-done" />
      {dialog === 'bind' && <AuthenticatorBindDialog onClose={() => setDialog(null)} onBound={() => finish(t('security.authenticator.boundDone'))} />}
      {dialog === 'unbind' && <AuthenticatorUnbindDialog onClose={() => setDialog(null)} onUnbound={() => finish(t('security.authenticator.unbound'))} />}
    </Section>
  );
}
