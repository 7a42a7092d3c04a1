// The validation engine of spec §5: a field's server rule and a value give an issue or nothing; an
// issue is turned into text in the language the user reads at that moment, so a form that keeps issues
// (not strings) follows a language switch by itself.
import { i18n } from '@portal/kernel';
import { VERIFICATION_CODE_MAX_LENGTH } from '../constants';
// The issues' texts are this library's (the `shared` namespace): loaded wherever the engine is.
import '../texts';
import { lengthBound, type FieldRule } from './rules';

/** Something wrong with a value, as translation key(s) and the values to fill in. */
export interface ValidationIssue {
  /** Namespaced i18n key(s); the first one that exists is used. */
  key: string | readonly string[];
  values?: Record<string, string | number>;
}

/** A form shows either an issue (translated when rendered) or a message the server already worded. */
export type FieldProblem = ValidationIssue | string;

const K = 'shared:validation';

export const REQUIRED_ISSUE: ValidationIssue = Object.freeze({ key: `${K}.required` });
export const INCONSISTENT_ISSUE: ValidationIssue = Object.freeze({ key: `${K}.inconsistent` });
/** Spec §5/§8: a confirmation other than the password's (payment password…): 'Incorrect confirmation input'. */
export const CONFIRMATION_ISSUE: ValidationIssue = Object.freeze({ key: `${K}.confirmation` });
export const CAPTCHA_REQUIRED_ISSUE: ValidationIssue = Object.freeze({ key: `${K}.captchaRequired` });
export const PHONE_FORMAT_ISSUE: ValidationIssue = Object.freeze({ key: `${K}.phoneFormat` });
/** Spec §8's 'Missing phone number': a number asked for (an SMS to send, a mobile form) left empty. */
export const PHONE_MISSING_ISSUE: ValidationIssue = Object.freeze({ key: `${K}.phoneMissing` });

/** The message form a length pair asks for: two numbers, one (min equals max), one side, or none. */
type LengthForm = 'range' | 'exact' | 'min' | 'max' | 'any';

function lengthForm(min: number | null, max: number | null): { form: LengthForm; values: Record<string, number> } {
  const low = min !== null && min > 0 ? min : null;
  if (low !== null && max !== null) return low === max ? { form: 'exact', values: { min: low, max } } : { form: 'range', values: { min: low, max } };
  if (low !== null) return { form: 'min', values: { min: low } };
  if (max !== null) return { form: 'max', values: { max } };
  return { form: 'any', values: {} };
}

/** The message of a pattern family, with min and max filled in (spec §5). Unknown families get a generic one. */
export function patternIssue(patternId: string, minLength: unknown, maxLength: unknown): ValidationIssue {
  const { form, values } = lengthForm(lengthBound(minLength), lengthBound(maxLength));
  const family = /^[A-Za-z0-9_]+$/.test(patternId) ? patternId : 'DEFAULT';
  return {
    key: [`${K}.pattern.${family}.${form}`, `${K}.pattern.${family}.any`, `${K}.pattern.DEFAULT.${form}`],
    values,
  };
}

const compiled = new Map<string, RegExp | null>();

/** The server's pattern as a RegExp: Unicode-aware like the server's JSON schema; null when it does not compile. */
function patternOf(source: string): RegExp | null {
  if (!compiled.has(source)) {
    let regex: RegExp | null = null;
    try {
      regex = new RegExp(source, 'u');
    } catch {
      try {
        regex = new RegExp(source);
      } catch {
        regex = null; // a pattern the browser cannot read is left to the server
      }
    }
    compiled.set(source, regex);
  }
  return compiled.get(source) ?? null;
}

/** Length in characters as the server counts them (code points, so an emoji is one). */
function characters(value: string): number {
  return Array.from(value).length;
}

/**
 * A value against its field's server rule: a disabled (hidden) field always passes; empty is refused
 * only when required; otherwise the value must match `acceptedPattern` and have a length within
 * `minLength`..`maxLength`, and both failures give the family's message.
 */
export function checkField(rule: FieldRule | undefined, value: string): ValidationIssue | null {
  if (!rule || !rule.enabled) return null;
  if (value.trim() === '') return rule.required ? REQUIRED_ISSUE : null;
  const min = lengthBound(rule.minLength);
  const max = lengthBound(rule.maxLength);
  const length = characters(value);
  const pattern = rule.acceptedPattern ? patternOf(rule.acceptedPattern) : null;
  const fits = (min === null || length >= min) && (max === null || length <= max) && (pattern === null || pattern.test(value));
  return fits ? null : patternIssue(rule.patternId, min, max);
}

/** Anything typed at all (login fields, old password): 'input cannot be empty'. */
export function checkRequired(value: string): ValidationIssue | null {
  return value.trim() === '' ? REQUIRED_ISSUE : null;
}

/** Confirm password: filled, and equal to the password ('inconsistent twice'). */
export function checkConfirmPassword(password: string, confirmation: string): ValidationIssue | null {
  if (confirmation === '') return REQUIRED_ISSUE;
  return confirmation === password ? null : INCONSISTENT_ISSUE;
}

/**
 * Any other confirmation field (confirm payment password…): filled, and equal to what it confirms
 * ('Incorrect confirmation input'). The login password's confirmation keeps 'inconsistent twice'.
 */
export function checkConfirmation(value: string, confirmation: string): ValidationIssue | null {
  if (confirmation === '') return REQUIRED_ISSUE;
  return confirmation === value ? null : CONFIRMATION_ISSUE;
}

/** A verification code (SMS, e-mail): any text up to 255 characters (spec §5, §9). */
export function checkVerificationCode(value: string, options: { required?: boolean } = {}): ValidationIssue | null {
  if (value.trim() === '') return options.required === false ? null : REQUIRED_ISSUE;
  return characters(value) > VERIFICATION_CODE_MAX_LENGTH ? { key: `${K}.tooLong`, values: { max: VERIFICATION_CODE_MAX_LENGTH } } : null;
}

/** The captcha when it is shown: 'captcha required'. */
export function checkCaptcha(value: string): ValidationIssue | null {
  return value.trim() === '' ? CAPTCHA_REQUIRED_ISSUE : null;
}

/**
 * A mobile number before an SMS is sent or a form goes (spec §5): filled ('Missing phone number',
 * spec §8), digits only, the digit
 * count of the server's `mobileNum` rule when there is one ('a phone-number message with a digit
 * count'), and its pattern. Checked whether or not the registration form shows the field.
 */
export function checkMobileNumber(value: string, rule?: FieldRule): ValidationIssue | null {
  const number = value.trim();
  if (number === '') return PHONE_MISSING_ISSUE;
  if (!/^[0-9]+$/.test(number)) return PHONE_FORMAT_ISSUE;
  const min = lengthBound(rule?.minLength);
  const max = lengthBound(rule?.maxLength);
  if ((min !== null && number.length < min) || (max !== null && number.length > max)) {
    const { form, values } = lengthForm(min, max);
    return { key: `${K}.phoneDigits.${form}`, values };
  }
  const pattern = rule?.acceptedPattern ? patternOf(rule.acceptedPattern) : null;
  return pattern && !pattern.test(number) ? PHONE_FORMAT_ISSUE : null;
}

export function isValidationIssue(problem: unknown): problem is ValidationIssue {
  return typeof problem === 'object' && problem !== null && 'key' in problem;
}

/** The text of an issue in the current language; a server message passes through as it is. */
export function formatIssue(problem: FieldProblem): string;
export function formatIssue(problem: FieldProblem | null | undefined): string | undefined;
export function formatIssue(problem: FieldProblem | null | undefined): string | undefined {
  if (problem === null || problem === undefined) return undefined;
  if (typeof problem === 'string') return problem;
  const keys = typeof problem.key === 'string' ? [problem.key] : [...problem.key];
  return i18n.t(keys, problem.values ?? {});
}

const text = (issue: ValidationIssue | null): string | null => (issue ? formatIssue(issue) : null);

/** The localized message for a value under its field's rule, or null when it is fine. */
export function validateField(rule: FieldRule | undefined, value: string): string | null {
  return text(checkField(rule, value));
}

export function validateConfirmPassword(password: string, confirmation: string): string | null {
  return text(checkConfirmPassword(password, confirmation));
}

export function validateVerificationCode(value: string, options?: { required?: boolean }): string | null {
  return text(checkVerificationCode(value, options));
}

export function validateMobileNumber(value: string, rule?: FieldRule): string | null {
  return text(checkMobileNumber(value, rule));
}
