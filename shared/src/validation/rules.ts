// The server's validation config per field (spec §3 "Validation config per field", §5), as served by
// GET /wps/system/setting/register. The same objects validate on the server, so the form and the API
// agree by construction.

/** A length bound; '*' (or nothing) means no bound. */
export type LengthBound = number | '*';

export interface FieldRule {
  /** The field shows only when enabled. */
  enabled: boolean;
  /** An enabled field must be filled when required. */
  required: boolean;
  /** A regular expression (JavaScript syntax) the whole value must match. */
  acceptedPattern: string;
  /** The pattern family; the message for a failure is the translation keyed by it. */
  patternId: string;
  minLength: LengthBound;
  maxLength: LengthBound;
}

/** Rules by field name: username, password, confirmPassword, mobileNum, email, captcha, … */
export type FieldRules = Partial<Record<string, FieldRule>>;

/**
 * The pattern families of spec §5, each with the pattern a client may use when the server sends no
 * rule for a field (e.g. the e-mail of the forgot-password form on a site whose registration has no
 * e-mail field). The server's `acceptedPattern` always wins when there is one.
 */
export const PATTERN_FAMILIES = Object.freeze({
  /** Free text. */
  FREE_TEXT: '^[\\s\\S]*$',
  /** A letter first, then letters or digits. */
  LETTER_FIRST_ALNUM: '^[A-Za-z][A-Za-z0-9]*$',
  /** Letters and Chinese characters. */
  LETTERS_CHINESE: '^[A-Za-z\\u4E00-\\u9FFF]+$',
  EMAIL: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  /** Letters or digits. */
  ALNUM: '^[A-Za-z0-9]+$',
  /** Digits only. */
  DIGITS: '^[0-9]+$',
  /** At least one capital letter. */
  HAS_CAPITAL: '^(?=[\\s\\S]*[A-Z])[\\s\\S]*$',
  NO_SPACES: '^\\S+$',
  /** English letters and spaces. */
  EN_LETTERS_SPACES: '^[A-Za-z ]+$',
  /** Korean (Hangul) only. */
  KOREAN: '^[\\u1100-\\u11FF\\u3130-\\u318F\\uAC00-\\uD7A3]+$',
  /** Thai only. */
  THAI: '^[\\u0E00-\\u0E7F]+$',
  /** Thai or English letters. */
  THAI_EN: '^[\\u0E00-\\u0E7FA-Za-z]+$',
  /** Uppercase letters only. */
  UPPERCASE: '^[A-Z]+$',
  /** A full name: at least two names separated by a space. */
  FULL_NAME: '^\\S+(?: \\S+)+$',
  /** Full-width Japanese: kana, kanji, full-width forms and the ideographic space. */
  FULLWIDTH_JAPANESE: '^[\\u3000-\\u30FF\\u4E00-\\u9FFF\\uFF01-\\uFF60]+$',
  /** Strong password: an uppercase and a lowercase letter, a digit and a symbol, no spaces. */
  STRONG_PASSWORD: '^(?=\\S*[a-z])(?=\\S*[A-Z])(?=\\S*[0-9])(?=\\S*[^A-Za-z0-9\\s])\\S+$',
  /** A date as yyyy-MM-dd. */
  DATE_YMD: '^[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])$',
  /** A date as MM-dd-yyyy. */
  DATE_MDY: '^(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])-[0-9]{4}$',
});

export type PatternId = keyof typeof PATTERN_FAMILIES;

export function isPatternId(id: string): id is PatternId {
  return Object.prototype.hasOwnProperty.call(PATTERN_FAMILIES, id);
}

/** A rule built from a family, for a field the server sends no rule for. */
export function familyRule(
  patternId: PatternId,
  options: { required?: boolean; minLength?: LengthBound; maxLength?: LengthBound } = {},
): FieldRule {
  return {
    enabled: true,
    required: options.required ?? true,
    acceptedPattern: PATTERN_FAMILIES[patternId],
    patternId,
    minLength: options.minLength ?? '*',
    maxLength: options.maxLength ?? '*',
  };
}

/** A field shows only when its rule is enabled (spec §5). */
export function isFieldShown(rule: FieldRule | undefined): rule is FieldRule {
  return rule?.enabled === true;
}

/** A bound as a number, or null for '*', missing or nonsense values. */
export function lengthBound(bound: unknown): number | null {
  if (typeof bound === 'number') return Number.isFinite(bound) && bound >= 0 ? bound : null;
  if (typeof bound === 'string' && /^[0-9]+$/.test(bound.trim())) return Number(bound.trim());
  return null;
}
