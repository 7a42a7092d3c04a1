import { Button, FactGrid, PageHero, sendCommand, useSession, type Fact } from '@portal/shared';
import { commonStyles, RemoteView, Section, useMemberTranslation, useRemote } from '../common';
import { getPaymentPasswordStatus, getProfile, type MemberProfile } from './api';
import { PaymentPasswordForm } from './PaymentPasswordForm';
import styles from './SecurityCenter.module.css';

/** The further profile labels of spec §3, shown read-only when the API gives them. */
const PROFILE_FIELDS = ['birthday', 'address', 'nationality', 'occupation', 'sourceOfIncome', 'placeOfBirth', 'zalo', 'skype', 'payeeName'] as const;
const BINDINGS = ['mobileNum', 'email'] as const;

/**
 * The default member page (spec §2): the account, the login password (changed in the shell's modal),
 * the payment password, the mobile and e-mail bindings and the profile. The API offers no login
 * history, so there is none here.
 */
export function SecurityCenter() {
  const { t } = useMemberTranslation();
  const { member, isAgent } = useSession();
  const profile = useRemote(getProfile, 'profile');
  const payment = useRemote(getPaymentPasswordStatus, 'payment');
  if (!member) return null;

  const accountFacts = (data: MemberProfile | null): Fact[] => [
    { label: t('security.account'), value: member.account, testId: 'member-account' },
    { label: t('security.nickname'), value: data?.nickname || member.nickname || '—' },
    { label: t('security.accountType'), value: t(isAgent ? 'security.typeAgent' : 'security.typeMember') },
    ...(data?.vip?.enabled ? [{ label: t('security.vipLevel'), value: `VIP ${data.vip.level}` }] : []),
  ];

  return (
    <article className={commonStyles.page} data-member-page="securityCenter">
      <PageHero tone="member" title={t('pages.securityCenter.title')} lead={t('pages.securityCenter.lead')} />
      <FactGrid facts={accountFacts(profile.data)} />

      <Section title={t('security.loginPassword.title')} testId="login-password">
        <p className={commonStyles.note}>{t('security.loginPassword.lead')}</p>
        <div>
          <Button variant="secondary" onClick={() => sendCommand({ type: 'openModal', modal: 'changePassword' })}>
            {t('security.loginPassword.change')}
          </Button>
        </div>
      </Section>

      <Section
        title={t('security.paymentPassword.title')}
        testId="payment-password"
        aside={
          payment.data && (
            <span className={`${commonStyles.tag} ${payment.data.set ? commonStyles.tagSuccess : commonStyles.tagWarning}`} data-testid="payment-password-status">
              {t(payment.data.set ? 'security.paymentPassword.isSet' : 'security.paymentPassword.notSet')}
            </span>
          )
        }
      >
        <p className={commonStyles.note}>{t('security.paymentPassword.lead')}</p>
        <RemoteView state={payment} onRetry={payment.reload}>
          {(status) => <PaymentPasswordForm key={String(status.set)} isSet={status.set} onSaved={() => payment.replace({ set: true })} />}
        </RemoteView>
      </Section>

      <RemoteView state={profile} onRetry={profile.reload}>
        {(data) => <ProfileSections profile={data} />}
      </RemoteView>
    </article>
  );
}

function ProfileSections({ profile }: { profile: MemberProfile }) {
  const { t } = useMemberTranslation();
  const bindings = BINDINGS.filter((key) => key in profile);
  const details = PROFILE_FIELDS.filter((key) => key in profile);
  return (
    <>
      {bindings.length > 0 && (
        <Section title={t('security.bindings.title')} testId="bindings">
          <ul className={styles.bindings}>
            {bindings.map((key) => {
              const value = profile[key];
              return (
                <li key={key} className={styles.binding} data-testid={`binding-${key}`}>
                  <span>{t(`security.bindings.${key}`)}</span>
                  <span className={`${commonStyles.tag} ${value ? commonStyles.tagSuccess : commonStyles.tagWarning}`}>
                    {value ? t('security.bindings.bound', { value }) : t('security.bindings.unbound')}
                  </span>
                </li>
              );
            })}
          </ul>
        </Section>
      )}
      {details.length > 0 && (
        <Section title={t('security.profile.title')} testId="profile">
          <FactGrid facts={details.map((key) => ({ label: t(`security.profile.${key}`), value: profile[key] || '—' }))} />
        </Section>
      )}
    </>
  );
}
