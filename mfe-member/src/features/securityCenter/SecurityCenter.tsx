import { useState } from 'react';
import { http, sendCommand, useSession } from '@portal/kernel';
import { Button, FactGrid, FormMessage, PageHero, ResultView, Section, useQuery, useSiteDate, type Fact } from '@portal/shared';
import { memberInfo, memberProfile, paymentPasswordStatus, PROFILE_FIELDS, type MemberProfile } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { cx, layoutStyles } from '../../layout';
import { AvatarPicker } from './AvatarPicker';
import { AuthenticatorSection } from './AuthenticatorSection';
import { BindDialog, type BindKind } from './BindDialog';
import { LinkedAccountsSection } from './LinkedAccountsSection';
import { LoginHistory } from './LoginHistory';
import { PaymentPasswordForm } from './PaymentPasswordForm';
import { ProfileForm } from './ProfileForm';
import styles from './SecurityCenter.module.css';

/**
 * The default member page (spec §2): the account, the login password (changed in the shell's modal),
 * the payment password, the authenticator app (spec §4's "Google code"), the linked sign-in accounts
 * (one-click sign-in, §4: one-way), the mobile and e-mail bindings,
 * the profile (spec §3) and the login history.
 */
export function SecurityCenter() {
  const { t } = useMemberTranslation();
  const { member, isAgent } = useSession();
  const info = useQuery((signal) => http.call(memberInfo, undefined, { signal }), []);
  const profile = useQuery((signal) => http.call(memberProfile, undefined, { signal }), []);
  const payment = useQuery((signal) => http.call(paymentPasswordStatus, undefined, { signal }), []);
  if (!member) return null;
  const noPassword = info.data?.passwordSet === false;

  const accountFacts: Fact[] = [
    { label: t('security.account'), value: member.account, testId: 'member-account' },
    { label: t('security.nickname'), value: profile.data?.nickname || member.nickname || '—' },
    { label: t('security.accountType'), value: t(isAgent ? 'security.typeAgent' : 'security.typeMember') },
    ...(info.data?.vip?.enabled ? [{ label: t('security.vipLevel'), value: `VIP ${info.data.vip.level}` }] : []),
  ];

  return (
    <article className={layoutStyles.page} data-member-page="securityCenter">
      <PageHero tone="member" title={t('pages.securityCenter.title')} lead={t('pages.securityCenter.lead')} />
      <FactGrid facts={accountFacts} />

      <Section title={t('security.avatar.title')} testId="avatar">
        <ResultView query={info}>{(data) => <AvatarPicker avatarUrl={data.avatarUrl} />}</ResultView>
      </Section>

      <Section title={t('security.loginPassword.title')} testId="login-password">
        {/* An account made by one-click sign-in has no password yet: it sets one, with no old one to give. */}
        <p className={layoutStyles.note}>{t(noPassword ? 'security.loginPassword.notSetLead' : 'security.loginPassword.lead')}</p>
        <div>
          <Button variant="secondary" onClick={() => sendCommand({ type: 'openModal', modal: 'changePassword', ...(noPassword ? { params: { firstPassword: true } } : {}) })}>
            {t(noPassword ? 'security.loginPassword.set' : 'security.loginPassword.change')}
          </Button>
        </div>
      </Section>

      <Section
        title={t('security.paymentPassword.title')}
        testId="payment-password"
        aside={
          payment.data && (
            <span className={cx(layoutStyles.tag, payment.data.set ? layoutStyles.tagSuccess : layoutStyles.tagWarning)} data-testid="payment-password-status">
              {t(payment.data.set ? 'security.paymentPassword.isSet' : 'security.paymentPassword.notSet')}
            </span>
          )
        }
      >
        <p className={layoutStyles.note}>{t('security.paymentPassword.lead')}</p>
        <ResultView query={payment}>
          {(status) => <PaymentPasswordForm key={String(status.set)} isSet={status.set} onSaved={() => payment.setData({ set: true })} />}
        </ResultView>
      </Section>

      <AuthenticatorSection />

      <LinkedAccountsSection />

      <ResultView query={profile}>
        {(data) => <ProfileSections profile={data} onChange={profile.setData} />}
      </ResultView>

      <LoginHistory />
    </article>
  );
}

const BINDINGS: readonly BindKind[] = ['mobile', 'email'];

function ProfileSections({ profile, onChange }: { profile: MemberProfile; onChange: (profile: MemberProfile) => void }) {
  const { t } = useMemberTranslation();
  const formatDate = useSiteDate();
  // The birthday is a day, shown in the interface language like every date; the form edits it as yyyy-MM-dd.
  const shown = (key: (typeof PROFILE_FIELDS)[number]) => (key === 'birthday' && profile.birthday ? formatDate(profile.birthday, 'date') : profile[key] || '—');
  const [binding, setBinding] = useState<BindKind | null>(null);
  const [bound, setBound] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  const status = (value: string | null | undefined, testId: string) => (
    <span className={cx(layoutStyles.tag, value ? layoutStyles.tagSuccess : layoutStyles.tagWarning)} data-testid={testId}>
      {value ? t('security.bindings.bound', { value }) : t('security.bindings.unbound')}
    </span>
  );

  return (
    <>
      <Section title={t('security.bindings.title')} testId="bindings">
        <ul className={styles.bindings}>
          {BINDINGS.map((kind) => {
            const value = profile[kind];
            return (
              <li key={kind} className={styles.binding} data-testid={`binding-${kind}`}>
                <span className={styles.bindingLabel}>{t(`security.bindings.${kind}`)}</span>
                <span className={styles.bindingValue}>
                  {status(value, `binding-${kind}-value`)}
                  <Button variant="secondary" onClick={() => setBinding(kind)}>
                    {t(`security.bind.${kind}.${value ? 'change' : 'bind'}`)}
                  </Button>
                </span>
              </li>
            );
          })}
          <li className={styles.binding} data-testid="binding-payeeName">
            <span className={styles.bindingLabel}>{t('security.bindings.payeeName')}</span>
            <span className={styles.bindingValue}>{status(profile.payeeName, 'binding-payeeName-value')}</span>
          </li>
        </ul>
        <FormMessage message={bound} tone="success" testId="bind-done" />
      </Section>
      {binding && (
        <BindDialog
          kind={binding}
          replacing={Boolean(profile[binding])}
          onClose={() => setBinding(null)}
          onBound={(next) => {
            onChange(next);
            setBound(t(`security.bind.${binding}.done`));
            setBinding(null);
          }}
        />
      )}

      <Section
        title={t('security.profile.title')}
        testId="profile"
        aside={
          !editing && (
            <Button
              variant="secondary"
              onClick={() => {
                setSaved(null);
                setEditing(true);
              }}
            >
              {t('security.profile.edit')}
            </Button>
          )
        }
      >
        {editing ? (
          <ProfileForm
            profile={profile}
            onCancel={() => setEditing(false)}
            onSaved={(next) => {
              onChange(next);
              setEditing(false);
              setSaved(t('security.profile.saved'));
            }}
          />
        ) : (
          <FactGrid facts={PROFILE_FIELDS.map((key) => ({ label: t(`security.profile.${key}`), value: shown(key), testId: `profile-${key}` }))} />
        )}
        <FormMessage message={saved} tone="success" testId="profile-saved" />
      </Section>
    </>
  );
}
