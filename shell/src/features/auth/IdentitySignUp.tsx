import { useMemo, useState } from 'react';
import { http, useNavigate } from '@portal/kernel';
import { checkField, familyRule, type FieldRules, TextField, type ValidationIssue } from '@portal/shared';
import { identityRegister, registerAsksMoreThanIdentity } from '@portal/shared/contracts';
import { openSession } from '../session';
import { IdentityBanner, type RegisterIdentity } from '../oneClick';
import { proofForCall, refusalOf, useAccountForm, useBotCheck, type Issues } from '../accountForms';
import { paths } from '../../app/paths';
import { landingCodes } from '../../app/landingCodes';
import { TermsAndSubmit } from './TermsAndSubmit';
import styles from './AuthForm.module.css';
import { useShellTranslation } from '../../i18n';

type Field = 'username' | 'terms';
const FIELDS: readonly Field[] = ['username', 'terms'];
const TERMS_ISSUE: ValidationIssue = { key: 'shell:register.errors.terms' };

/**
 * The short step fits a site whose register form asks nothing else of a person: username registration
 * on, and no other field required (a mobile number and its code, a bank account name, …). Otherwise
 * the identity registers through the site's form (api/docs/identity.md), as the server insists too.
 */
export function fitsIdentitySignUp(rules: FieldRules, usernameRegistration: boolean): boolean {
  return usernameRegistration && !registerAsksMoreThanIdentity(rules);
}

/**
 * "Create your account" for a new one-click identity: a username (prefilled from the provider, the
 * site's username rule) and the terms. No password and no captcha: the provider proved a person; the
 * bot check and the invitation and friend's codes of the link go with it as the register form sends
 * them. The account has no password until the member sets one in the security centre.
 */
export function IdentitySignUp({ identity, rules, onClose }: { identity: RegisterIdentity; rules: FieldRules; onClose: () => void }) {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const botCheck = useBotCheck();
  const codes = useMemo(() => landingCodes(), []);
  const [username, setUsername] = useState(identity.profile.suggestedUsername);
  const [terms, setTerms] = useState(false);
  const form = useAccountForm<Field>(FIELDS);
  const usernameRule = { ...(rules.username ?? familyRule('LETTER_FIRST_ALNUM', { minLength: 4, maxLength: 16 })), enabled: true, required: true };

  const submit = form.handleSubmit(
    // The terms first, as the register form checks them: unticked, nothing else is looked at.
    (): Issues<Field> => (terms ? { username: checkField(usernameRule, username.trim()) } : { terms: TERMS_ISSUE }),
    async () => {
      const botCheckProof = await proofForCall(botCheck, 'register');
      const answer = await http.call(identityRegister, {
        ticket: identity.ticket,
        username: username.trim(),
        terms: true,
        ...(codes.affiliateCode ? { affiliateCode: codes.affiliateCode } : {}),
        ...(codes.referralCode ? { referralCode: codes.referralCode } : {}),
        registerUrl: window.location.href,
        domain: window.location.hostname,
        ...(botCheckProof ? { botCheck: botCheckProof } : {}),
      });
      openSession(answer);
      onClose();
      navigate(paths.home);
    },
    refusalOf<Field>(FIELDS, { byCode: { 'member.account.exists': 'username' } }),
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="identity-sign-up">
      <IdentityBanner profile={identity.profile} />
      <p className={styles.lead}>{t('identitySignUp.lead', { name: identity.profile.providerName })}</p>
      {(codes.affiliateCode || codes.referralCode) && (
        <ul className={styles.linkCodes}>
          {codes.affiliateCode && <li>{t('register.linkCodes.affiliateCode', { code: codes.affiliateCode })}</li>}
          {codes.referralCode && <li>{t('register.linkCodes.referralCode', { code: codes.referralCode })}</li>}
        </ul>
      )}
      <TextField
        label={t('register.fields.username')}
        name="username"
        autoComplete="username"
        hint={t('identitySignUp.usernameHint')}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={form.errors.username}
      />
      <TermsAndSubmit terms={terms} onTerms={setTerms} form={form} botCheck={botCheck} submit={t('identitySignUp.submit')} onClose={onClose} />
    </form>
  );
}
