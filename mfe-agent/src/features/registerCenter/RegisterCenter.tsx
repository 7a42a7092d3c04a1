import { useEffect, useState } from 'react';
import { http, proveBotCheck } from '@portal/kernel';
import { Button, formatIssue, FormMessage, loadRegisterRules, Section, SelectField, TextField, useForm, validateConfirmPassword, validateField, validateMobileNumber, checkRequired, type FieldRule, type FieldRules } from '@portal/shared';
import { agentOpenAccount, DOWNLINE_KINDS, type AccountKind, type OpenedAccount } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { AgentPage } from '../../layout';
import { formStyles } from '../../forms';
import styles from './RegisterCenter.module.css';

// The server's names for the fields of REGCEN: its refusals land under the field they name.
const FIELDS = ['kind', 'username', 'password', 'confirmPassword', 'nickname', 'mobileNum'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Exclude<Field, 'kind'>, string> & { kind: AccountKind };

/**
 * The dialing code sent with a mobile number (the server needs one with it): the site serves Myanmar and
 * the spec shows no country picker, so it is fixed, as in the shell's register window, and shown beside
 * the number. @portal/shared does not export the shell's constant.
 */
const COUNTRY_DIALING_CODE = '95';

const EMPTY: Values = { kind: 'member', username: '', password: '', confirmPassword: '', nickname: '', mobileNum: '' };

/** Username and password are required whatever the site's rule says; then the rule (the register window's). */
const ruled = (value: string, rule: FieldRule | undefined) => formatIssue(checkRequired(value)) ?? validateField(rule, value) ?? undefined;

/** The site's rules for the form's fields, checked as the register window checks them (spec §5). */
function check(values: Values, rules: FieldRules | null) {
  return {
    username: ruled(values.username, rules?.username),
    password: ruled(values.password, rules?.password),
    confirmPassword: validateConfirmPassword(values.password, values.confirmPassword) ?? undefined,
    mobileNum: values.mobileNum.trim() ? (validateMobileNumber(values.mobileNum, rules?.mobileNum) ?? undefined) : undefined,
  };
}

/** Where the bot check is: its status line is always there (a polite live region), empty until asked. */
type BotCheckState = 'idle' | 'checking' | 'done' | 'failed';

function Opened({ account }: { account: OpenedAccount }) {
  const { t } = useAgentTranslation();
  return (
    <div className={styles.opened} role="status" data-testid="opened-account">
      <p>{t(`open.done.${account.kind}`, { account: account.account })}</p>
      {account.affiliateCode && <p>{t('open.inviteCode', { code: account.affiliateCode })}</p>}
    </div>
  );
}

/**
 * REGCEN (registerCenter): the agent opens a player or sub-agent account under themselves. The site's
 * registration rules are checked before sending, and each try carries the register window's bot check; the server checks them again and its refusals show
 * under their fields, with everything typed kept.
 */
export function RegisterCenter() {
  const { t } = useAgentTranslation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [rules, setRules] = useState<FieldRules | null>(null);
  const [opened, setOpened] = useState<OpenedAccount | null>(null);
  const [botCheck, setBotCheck] = useState<BotCheckState>('idle');
  const form = useForm(FIELDS, { fallback: t('open.failed') });

  // Without the rules the form still works: the required checks run here and the server does the rest.
  useEffect(() => {
    let live = true;
    loadRegisterRules().then((loaded) => live && setRules(loaded), () => undefined);
    return () => {
      live = false;
    };
  }, []);

  const set = (field: Field) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    form.clear(field);
  };

  const submit = form.handleSubmit(
    () => check(values, rules),
    async () => {
      setOpened(null);
      // The register window's bot check, solved by the shell (a proof is single use: one per try).
      setBotCheck('checking');
      let proof: string | undefined;
      try {
        proof = await proveBotCheck('register');
      } catch (failure) {
        setBotCheck('failed');
        throw failure;
      }
      setBotCheck('done');
      const { kind, username, password, confirmPassword } = values;
      const nickname = values.nickname.trim();
      const mobileNum = values.mobileNum.trim();
      const answer = await http.call(agentOpenAccount, { kind, username: username.trim(), password, confirmPassword, ...(nickname ? { nickname } : {}), ...(mobileNum ? { mobileNum, countryDialingCode: COUNTRY_DIALING_CODE } : {}), ...(proof ? { botCheck: proof } : {}) });
      setOpened(answer);
      setValues({ ...EMPTY, kind });
    },
  );

  const field = (name: Exclude<Field, 'kind'>, extra: { type?: string; inputMode?: 'numeric'; autoComplete?: string; hint?: string } = {}) => (
    <TextField label={t(`open.${name}`)} value={values[name]} onChange={(e) => set(name)(e.target.value)} error={form.errors[name]} autoComplete="off" {...extra} />
  );

  return (
    <AgentPage page="registerCenter">
      <Section title={t('open.formTitle')}>
        <form className={formStyles.form} onSubmit={submit} noValidate data-testid="open-account-form">
          <SelectField touch label={t('open.kind')} value={values.kind} onChange={(e) => set('kind')(e.target.value)} error={form.errors.kind}>
            {DOWNLINE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`open.kinds.${kind}`)}
              </option>
            ))}
          </SelectField>
          {field('username')}
          {field('password', { type: 'password', autoComplete: 'new-password' })}
          {field('confirmPassword', { type: 'password', autoComplete: 'new-password' })}
          {field('nickname')}
          {field('mobileNum', { inputMode: 'numeric', type: 'tel', hint: t('open.dialingCode', { code: COUNTRY_DIALING_CODE }) })}
          <p className={botCheck === 'idle' ? styles.hidden : styles.botCheck} role="status" aria-live="polite">
            {botCheck === 'idle' ? '' : t(`open.botCheck.${botCheck}`)}
          </p>
          <FormMessage wrapAnywhere message={form.formError} />
          {opened && <Opened account={opened} />}
          <div className={formStyles.actions}>
            <Button type="submit" loading={form.sending}>
              {t('open.submit')}
            </Button>
          </div>
        </form>
      </Section>
    </AgentPage>
  );
}
