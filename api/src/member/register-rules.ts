import type { Kysely } from 'kysely';
import { REGISTER_FIELDS, type FieldRule, type RegisterField, type RegisterRules } from '@portal/shared/contracts';
import type { Database } from '../db/schema';
import { ApiError, validationFailed } from '../http/api-error';
import { isMessageKey, lengthPhrase } from '../http/messages';
import { siteSetting, type FieldRuleOverride, type SiteSettings } from '../site';

/*
 * Per-field registration rules (spec §3 "Validation config per field", §5). A site's rule set is the
 * platform's rules below changed by its `registerFields` setting and its whitelabel flags. The very
 * same object is served to the front end (`GET /wps/system/setting/register`, `info.register`) and
 * checked here by the register routes, so the form and the server can never disagree on a rule.
 */

export { REGISTER_FIELDS };
export type { FieldRule, RegisterField, RegisterRules };

const rule = (enabled: boolean, required: boolean, acceptedPattern: string, patternId: string, minLength: number | '*', maxLength: number | '*'): FieldRule => ({
  enabled,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});

const FREE_TEXT = '^[\\s\\S]*$';

/** The platform's rules: every registration field of spec §3 (the contract's `REGISTER_FIELDS`), the optional ones off. */
export const REGISTER_RULES: RegisterRules = {
  username: rule(true, true, '^[A-Za-z][A-Za-z0-9]*$', 'LETTER_FIRST_ALNUM', 4, 16),
  password: rule(true, true, '^\\S+$', 'NO_SPACES', 6, 20),
  confirmPassword: rule(true, true, '^\\S+$', 'NO_SPACES', 6, 20),
  captcha: rule(true, true, '^[0-9]+$', 'DIGITS', 4, 4),
  payeeName: rule(false, false, FREE_TEXT, 'FREE_TEXT', '*', 64),
  email: rule(false, false, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'EMAIL', '*', 64),
  qqNum: rule(false, false, '^[0-9]+$', 'DIGITS', 5, 12),
  mobileNum: rule(false, false, '^[0-9]+$', 'DIGITS', 7, 15),
  recommenderId: rule(false, false, '^[A-Za-z0-9]+$', 'ALNUM', '*', 32),
  verificationCode: rule(false, false, FREE_TEXT, 'FREE_TEXT', '*', 255),
  affiliateCode: rule(false, false, '^[A-Za-z0-9]+$', 'ALNUM', '*', 32),
  paymentPassword: rule(false, false, '^[0-9]+$', 'DIGITS', 6, 6),
  line: rule(false, false, '^\\S+$', 'NO_SPACES', '*', 64),
  whatsapp: rule(false, false, '^[0-9+]+$', 'DIGITS', '*', 20),
  facebook: rule(false, false, '^\\S+$', 'NO_SPACES', '*', 64),
  wechat: rule(false, false, '^\\S+$', 'NO_SPACES', '*', 64),
  idNumber: rule(false, false, '^[A-Za-z0-9]+$', 'ALNUM', '*', 32),
};

/** The account and its password are what a registration is; no site can switch them off. */
const ALWAYS_ON: readonly RegisterField[] = ['username', 'password', 'confirmPassword'];

/** The rule set of a site: platform rules, then its field settings, then what its flags demand. */
export function registerRulesFor(settings: Pick<SiteSettings, 'registerFields' | 'whitelabel'>): RegisterRules {
  const rules = {} as RegisterRules;
  for (const field of REGISTER_FIELDS) rules[field] = { ...REGISTER_RULES[field], ...cleanOverride(settings.registerFields[field]) };
  const force = (field: RegisterField) => (rules[field] = { ...rules[field], enabled: true, required: true });
  ALWAYS_ON.forEach(force);
  // Mobile registration (MOBILENUMREG3) needs the number; REGMOBVERF3 also needs its SMS code.
  if (settings.whitelabel.MOBILENUMREG3 || settings.whitelabel.REGMOBVERF3) force('mobileNum');
  if (settings.whitelabel.REGMOBVERF3) force('verificationCode');
  return rules;
}

export async function loadRegisterRules(db: Kysely<Database>, merchantId: number): Promise<RegisterRules> {
  const [registerFields, whitelabel] = await Promise.all([siteSetting(db, merchantId, 'registerFields'), siteSetting(db, merchantId, 'whitelabel')]);
  return registerRulesFor({ registerFields, whitelabel });
}

/** Only well-typed parts of a stored override count; a pattern that does not compile is ignored. */
function cleanOverride(override: FieldRuleOverride | undefined): Partial<FieldRule> {
  if (!override || typeof override !== 'object') return {};
  const clean: Partial<FieldRule> = {};
  if (typeof override.enabled === 'boolean') clean.enabled = override.enabled;
  if (typeof override.required === 'boolean') clean.required = override.required;
  if (typeof override.acceptedPattern === 'string' && patternOf(override.acceptedPattern)) clean.acceptedPattern = override.acceptedPattern;
  if (typeof override.patternId === 'string' && /^[A-Za-z0-9_]+$/.test(override.patternId)) clean.patternId = override.patternId;
  if (isBound(override.minLength)) clean.minLength = override.minLength;
  if (isBound(override.maxLength)) clean.maxLength = override.maxLength;
  return clean;
}

const isBound = (value: unknown): value is number | '*' => value === '*' || (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0);

const compiled = new Map<string, RegExp | null>();

function patternOf(source: string): RegExp | null {
  if (!compiled.has(source)) {
    let regex: RegExp | null;
    try {
      regex = new RegExp(source, 'u');
    } catch {
      regex = null;
    }
    compiled.set(source, regex);
  }
  return compiled.get(source) ?? null;
}

const bound = (value: number | '*') => (value === '*' ? null : value);

/** 400 validation.failed with the rule's message: `username: must be 4 to 16 letters or digits, …`. */
export function ruleFailure(field: string, fieldRule: FieldRule): ApiError {
  const key = `pattern.${fieldRule.patternId}`;
  return validationFailed(field, isMessageKey(key) ? key : 'pattern.DEFAULT', { length: lengthPhrase(bound(fieldRule.minLength), bound(fieldRule.maxLength)) });
}

/** A value that is absent or only blanks counts as not given (as the client's engine reads it). */
export function isBlank(value: string | undefined | null): value is undefined | null | '' {
  return value === undefined || value === null || value.trim() === '';
}

/**
 * One value against its rule, the client engine's way (shared/validation): blank is refused only when
 * required; otherwise the raw value must match the pattern and have a length in code points within
 * the bounds. `field` names the value in the answer (e.g. `newPassword` checked by the password rule).
 */
export function checkRule(field: string, fieldRule: FieldRule, value: string | undefined | null): void {
  if (isBlank(value)) {
    if (fieldRule.required) throw validationFailed(field, 'validation.required');
    return;
  }
  const length = Array.from(value).length;
  const min = bound(fieldRule.minLength);
  const max = bound(fieldRule.maxLength);
  const pattern = patternOf(fieldRule.acceptedPattern);
  const fits = (min === null || length >= min) && (max === null || length <= max) && (pattern === null || pattern.test(value));
  if (!fits) throw ruleFailure(field, fieldRule);
}

/** Fields with their own handling in the register services (captcha, code, confirmation). */
const SPECIAL_FIELDS: readonly RegisterField[] = ['confirmPassword', 'captcha', 'verificationCode'];

/**
 * Checks every enabled field of a registration form by its rule, in the rules' order (the first
 * failing field answers), and returns the values of the enabled fields that were given. Disabled
 * fields are ignored, whatever they hold. `skip` leaves out fields a route fills itself (the mobile
 * route's username). The confirmation must equal the password: 'inconsistent twice'.
 */
export function checkRegisterForm(rules: RegisterRules, form: Partial<Record<RegisterField, string>>, skip: readonly RegisterField[] = []): Partial<Record<RegisterField, string>> {
  const given: Partial<Record<RegisterField, string>> = {};
  for (const field of REGISTER_FIELDS) {
    const fieldRule = rules[field];
    if (!fieldRule.enabled || skip.includes(field)) continue;
    const value = form[field];
    if (field === 'confirmPassword') {
      if (isBlank(value)) throw validationFailed(field, 'validation.required');
      if (value !== form.password) throw validationFailed(field, 'validation.confirmPassword');
      continue;
    }
    if (SPECIAL_FIELDS.includes(field)) continue;
    checkRule(field, fieldRule, value);
    if (!isBlank(value)) given[field] = value;
  }
  return given;
}
