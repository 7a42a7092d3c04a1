import { useEffect, useMemo, useState } from 'react';
import { http, isApiError, sendCommand, useNavigate } from '@portal/kernel';
import { checkCaptcha, checkConfirmPassword, checkField, checkMobileNumber, checkVerificationCode, ConfirmDialog, familyRule, type FieldRule, type FieldRules, isFieldShown, Modal, Tabs, TextField, type ValidationIssue } from '@portal/shared';
import { agentAffiliate, register, registerByMobile, sendRegisterSms, type RegisterBody } from '@portal/shared/contracts';
import { useWhitelabel } from '../boot';
import { openSession } from '../session';
import { BannerPicture, useAnnouncements } from '../announcements';
import { IdentityBanner, identityOf, OneClickLogin, type RegisterIdentity } from '../oneClick';
import { COUNTRY_DIALING_CODE, proofForCall, refusalOf, RulesGate, SendCodeButton, useAccountForm, useBotCheck, useRegisterRules, type Issues } from '../accountForms';
import { paths } from '../../app/paths';
import { useCaptcha } from './useCaptcha';
import { useFinishLogin } from './useFinishLogin';
import { CaptchaField } from './CaptchaField';
import { TermsAndSubmit } from './TermsAndSubmit';
import { fitsIdentitySignUp, IdentitySignUp } from './IdentitySignUp';
import { landingCodes } from '../../app/landingCodes';
import styles from './AuthForm.module.css';
import { useShellTranslation } from '../../i18n';

type Method = 'username' | 'mobile';

/** The optional fields of spec §3, in the form's order; each shows when its rule is enabled. */
const PROFILE_FIELDS = ['payeeName', 'email', 'qqNum', 'recommenderId', 'paymentPassword', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];
type ProfileFields = Pick<RegisterBody, ProfileField>;
type Field = 'username' | 'mobileNum' | 'verificationCode' | 'password' | 'confirmPassword' | ProfileField | 'affiliateCode' | 'referralCode' | 'captcha' | 'terms';
type TextFieldName = Exclude<Field, 'terms'>;

const INPUTS: Partial<Record<TextFieldName, { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'tel' }>> = {
  username: { autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off', inputMode: 'numeric' },
  mobileNum: { type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric' },
  verificationCode: { autoComplete: 'one-time-code' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  payeeName: { autoComplete: 'name' },
  qqNum: { inputMode: 'numeric' },
};

/** Passwords are taken as typed; everything else is trimmed. */
const AS_TYPED: ReadonlySet<TextFieldName> = new Set(['password', 'confirmPassword', 'paymentPassword']);
const TERMS_ISSUE: ValidationIssue = { key: 'shell:register.errors.terms' };

/** A field the form cannot do without: shown and required whatever the rule's flags say. */
const essential = (rule: FieldRule | undefined, fallback: FieldRule): FieldRule => ({ ...(rule ?? fallback), enabled: true, required: true });

/** The register popup of spec §2: a banner of group w_register over the server-driven form. */
export function RegisterModal({ onClose, params = {} }: { onClose: () => void; params?: Record<string, unknown> }) {
  const { t } = useShellTranslation();
  const rules = useRegisterRules();
  const finish = useFinishLogin(onClose);
  const byUsername = useWhitelabel('USERNAMEREG3');
  // Opened by one-click sign-in with a new identity (oneClick): a username and the terms make its
  // account, unless the site's form asks more of a person (then the form, prefilled, makes it).
  const identity = identityOf(params);
  // Either way a new identity's account is made here: the title says so from the start.
  return (
    <Modal open title={t(identity ? 'identitySignUp.title' : 'register.title')} onClose={onClose}>
      <RegisterBanner />
      <RulesGate state={rules}>
        {(loaded) =>
          identity && fitsIdentitySignUp(loaded, byUsername) ? (
            <IdentitySignUp identity={identity} rules={loaded} onClose={onClose} />
          ) : (
            <RegisterForm rules={loaded} onClose={onClose} identity={identity} />
          )
        }
      </RulesGate>
      {!identity && (
        <OneClickLogin
          onClose={onClose}
          onLoggedIn={(value) => finish(value, { kind: 'oneClick' }, false)}
          onVerify={(required) => {
            // The second factor is the login popup's step (LoginModal's `params.verify`).
            onClose();
            sendCommand({ type: 'openModal', modal: 'login', params: { verify: required } });
          }}
        />
      )}
    </Modal>
  );
}

function RegisterBanner() {
  const announcements = useAnnouncements();
  const banner = announcements.data?.banners.find((item) => item.groupName === 'w_register');
  return banner ? <BannerPicture className={styles.banner} banner={banner} eager /> : null;
}

/**
 * Registration of spec §3–§5: username or mobile registration by the flags USERNAMEREG3 and
 * MOBILENUMREG3 (mobile first when it is on), fields shown and checked by the server's rules, and the
 * order terms → fields → affiliate code → SMS code → register → the session from its answer, and home.
 */
function RegisterForm({ rules, onClose, identity }: { rules: FieldRules; onClose: () => void; identity: RegisterIdentity | null }) {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const botCheck = useBotCheck();
  const byUsername = useWhitelabel('USERNAMEREG3');
  const byMobile = useWhitelabel('MOBILENUMREG3');
  // Both tabs when both flags are on; neither flag leaves the username form (the server still takes it).
  const methods: Method[] = byUsername && byMobile ? ['username', 'mobile'] : byMobile ? ['mobile'] : ['username'];
  const [method, setMethod] = useState<Method>(byMobile ? 'mobile' : 'username');
  // A one-click identity prefills what its provider said; the person may change it (the rules apply).
  const [values, setValues] = useState<Partial<Record<TextFieldName, string>>>(() =>
    identity ? { username: identity.profile.suggestedUsername, email: identity.profile.email ?? '' } : {},
  );
  const [terms, setTerms] = useState(false);
  const [invitationError, setInvitationError] = useState(false);
  const codes = useMemo(() => landingCodes(), []);
  const [landingCodeFailed, setLandingCodeFailed] = useState(false);
  // The friend's code comes from the link (spec §3) and has no input, unless the server refused it:
  // then it shows, filled in, for the visitor to correct or clear (api/docs/referral.md).
  const [referralShown, setReferralShown] = useState(false);

  const captchaShown = isFieldShown(rules.captcha);
  useEffect(() => {
    if (captchaShown) captcha.refresh();
  }, [captchaShown, captcha.refresh]);

  // The affiliate input shows when the address brought no code, or when its code failed the check.
  const affiliateShown = landingCodeFailed || (!codes.affiliateCode && isFieldShown(rules.affiliateCode));

  const fields: TextFieldName[] = [
    ...(method === 'mobile' ? (['mobileNum', 'verificationCode'] as const) : (['username'] as const)),
    'password',
    'confirmPassword',
    // A username registration may also ask for the mobile number, and with REGMOBVERF3 its SMS code.
    ...(method === 'username' && isFieldShown(rules.mobileNum) ? (['mobileNum'] as const) : []),
    ...(method === 'username' && isFieldShown(rules.mobileNum) && isFieldShown(rules.verificationCode) ? (['verificationCode'] as const) : []),
    ...PROFILE_FIELDS.filter((field) => isFieldShown(rules[field])),
    ...(affiliateShown ? (['affiliateCode'] as const) : []),
    ...(referralShown ? (['referralCode'] as const) : []),
    ...(captchaShown ? (['captcha'] as const) : []),
  ];

  // A refusal lands under one of the inputs shown at that attempt (the submit's `refusal` below).
  const form = useAccountForm<Field>(fields);

  const value = (field: TextFieldName) => {
    const typed = values[field] ?? '';
    return AS_TYPED.has(field) ? typed : typed.trim();
  };
  const set = (field: TextFieldName) => (next: string) => setValues((current) => ({ ...current, [field]: next }));

  function check(field: TextFieldName): ValidationIssue | null {
    const typed = value(field);
    switch (field) {
      case 'username':
        return checkField(essential(rules.username, familyRule('LETTER_FIRST_ALNUM', { minLength: 4, maxLength: 16 })), typed);
      case 'password':
        return checkField(essential(rules.password, familyRule('NO_SPACES', { minLength: 6, maxLength: 20 })), typed);
      case 'confirmPassword':
        return checkConfirmPassword(value('password'), typed);
      case 'mobileNum':
        return method === 'mobile' || rules.mobileNum?.required || typed ? checkMobileNumber(typed, rules.mobileNum) : null;
      case 'verificationCode':
        return checkVerificationCode(typed, { required: method === 'mobile' || rules.verificationCode?.required !== false });
      case 'captcha':
        return checkCaptcha(typed) ?? checkField(rules.captcha, typed);
      case 'affiliateCode':
        return checkField({ ...(rules.affiliateCode ?? familyRule('ALNUM', { required: false })), enabled: true }, typed);
      case 'referralCode':
        return checkField(familyRule('ALNUM', { required: false, maxLength: 64 }), typed);
      default:
        return checkField(rules[field], typed);
    }
  }

  function checkNumber(): boolean {
    const problem = checkMobileNumber(value('mobileNum'), rules.mobileNum);
    form.setIssue('mobileNum', problem);
    return !problem;
  }

  function chooseMethod(next: Method) {
    setMethod(next);
    form.reset();
  }

  /** Step 3: the affiliate code, when there is one, must be known. False stops the registration. */
  async function affiliateOk(code: string): Promise<boolean> {
    try {
      await http.call(agentAffiliate, { code, domain: window.location.hostname });
      return true;
    } catch (error) {
      if (!isApiError(error) || error.code !== 'affiliate.invalid') throw error;
      invitationFailed(code);
      return false;
    }
  }

  function invitationFailed(code: string) {
    setInvitationError(true);
    if (!affiliateShown) {
      setLandingCodeFailed(true);
      setValues((current) => ({ ...current, affiliateCode: code }));
    }
  }

  const submit = form.handleSubmit(
    // The terms come first: unticked, spec §5's inline 'not empty?' on the box (and §8's 'Please agree to
    // the {0}' above the button, shown with it) and nothing else is checked.
    () => (terms ? (Object.fromEntries(fields.map((field) => [field, check(field)])) as Issues<Field>) : { terms: TERMS_ISSUE }),
    async () => {
      const affiliateCode = affiliateShown ? value('affiliateCode') : (codes.affiliateCode ?? '');
      const referralCode = referralShown ? value('referralCode') : (codes.referralCode ?? '');
      let registering = false;
      try {
        if (affiliateCode && !(await affiliateOk(affiliateCode))) return;
        // Step 4: the bot check, solved here (a fresh proof for each attempt: one is good once).
        const botCheckProof = await proofForCall(botCheck, 'register');
        const profile: ProfileFields = Object.fromEntries(
          PROFILE_FIELDS.filter((field) => fields.includes(field) && value(field)).map((field) => [field, value(field)]),
        );
        const common = {
          ...profile,
          password: value('password'),
          confirmPassword: value('confirmPassword'),
          ...(captchaShown ? { captcha: value('captcha'), captchaKey: captcha.key } : {}),
          ...(botCheckProof ? { botCheck: botCheckProof } : {}),
          ...(affiliateCode ? { affiliateCode } : {}),
          ...(referralCode ? { referralCode } : {}),
          registerUrl: window.location.href,
          registerMethod: 'WEB' as const,
          domain: window.location.hostname,
          login: true as const,
          ...(identity ? { identityTicket: identity.ticket } : {}),
        };
        registering = true;
        const mobile = value('mobileNum');
        // E calls; the new member comes back logged in (`login: true`).
        const answer =
          method === 'mobile'
            ? await http.call(registerByMobile, { ...common, username: mobile, mobileNum: mobile, countryDialingCode: COUNTRY_DIALING_CODE, verificationCode: value('verificationCode') })
            : await http.call(register, {
                ...common,
                username: value('username'),
                ...(fields.includes('mobileNum') && mobile ? { mobileNum: mobile, countryDialingCode: COUNTRY_DIALING_CODE } : {}),
                ...(fields.includes('verificationCode') ? { verificationCode: value('verificationCode') } : {}),
              });
        openSession(answer);
        onClose();
        navigate(paths.home);
      } catch (error) {
        if (registering && captchaShown) {
          // The captcha was used up by the attempt.
          captcha.refresh();
          setValues((current) => ({ ...current, captcha: '' }));
        }
        if (isApiError(error) && error.code === 'affiliate.invalid') {
          // The invitation-code dialog says it; nothing shows in the form.
          invitationFailed(affiliateCode);
          return;
        }
        if (isApiError(error) && error.code === 'referral.invalid') {
          setReferralShown(true);
          setValues((current) => ({ ...current, referralCode }));
        }
        throw error;
      }
    },
    (error) =>
      isApiError(error) && error.code === 'referral.invalid'
        ? refusalOf<Field>([...fields, 'referralCode'], { byCode: { 'referral.invalid': 'referralCode' } })(error)
        : refusalOf<Field>(fields, {
            byCode: {
              'captcha.invalid': 'captcha',
              'verification.invalid': 'verificationCode',
              'verification.expired': 'verificationCode',
              'verification.missing': 'verificationCode',
              'mobile.exists': 'mobileNum',
              'phone.invalid': 'mobileNum',
              'member.account.exists': method === 'mobile' ? 'mobileNum' : 'username',
            },
            rename: method === 'mobile' ? { username: 'mobileNum' } : {},
          })(error),
  );

  function input(field: TextFieldName) {
    if (field === 'captcha') {
      return <CaptchaField key={field} captcha={captcha} value={values.captcha ?? ''} onChange={set('captcha')} error={form.errors.captcha} />;
    }
    const spec = INPUTS[field] ?? {};
    return (
      <TextField
        key={field}
        label={t(`register.fields.${field}`)}
        name={field}
        type={spec.type ?? 'text'}
        autoComplete={spec.autoComplete ?? 'off'}
        inputMode={spec.inputMode}
        hint={field === 'mobileNum' ? t('accountForms.dialingCode', { code: COUNTRY_DIALING_CODE }) : undefined}
        value={values[field] ?? ''}
        onChange={(event) => set(field)(event.target.value)}
        error={form.errors[field]}
        trailing={
          field === 'verificationCode' ? <SendCodeButton validate={checkNumber} send={(botCheck) => http.call(sendRegisterSms, { mobileNum: value('mobileNum'), countryDialingCode: COUNTRY_DIALING_CODE, botCheck })} /> : undefined
        }
      />
    );
  }

  const formView = (
    <form className={styles.form} onSubmit={submit} noValidate>
      {identity && <IdentityBanner profile={identity.profile} />}
      {/* A code the link brought has no input, so the form names it: the visitor sees whose team they join. */}
      {((!affiliateShown && codes.affiliateCode) || (!referralShown && codes.referralCode)) && (
        <ul className={styles.linkCodes} data-testid="register-link-codes">
          {!affiliateShown && codes.affiliateCode && <li>{t('register.linkCodes.affiliateCode', { code: codes.affiliateCode })}</li>}
          {!referralShown && codes.referralCode && <li>{t('register.linkCodes.referralCode', { code: codes.referralCode })}</li>}
        </ul>
      )}
      {fields.map(input)}
      <TermsAndSubmit terms={terms} onTerms={setTerms} form={form} botCheck={botCheck} submit={t('register.submit')} onClose={onClose} />
    </form>
  );

  return (
    <>
      {methods.length > 1 ? (
        <Tabs
          label={t('register.tabsLabel')}
          value={method}
          onChange={(next) => chooseMethod(next as Method)}
          items={methods.map((id) => ({ id, label: t(`register.tabs.${id}`) }))}
        >
          {formView}
        </Tabs>
      ) : (
        formView
      )}
      <ConfirmDialog
        open={invitationError}
        tone="warning"
        title={t('register.invitationErrorTitle')}
        message={t('register.errors.invitationCode')}
        onConfirm={() => setInvitationError(false)}
      />
    </>
  );
}
