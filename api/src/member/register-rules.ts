import type { MessageKey } from '../http/messages';
import { MESSAGE_KEYWORD } from '../http/validation';

/*
 * Per-field registration rules (spec §3 "Validation config per field", §5). The same objects are
 * served to the front end in the site config (`info.register`) and turned into the register route's
 * JSON schema, so the form and the server can never disagree on a rule.
 */

export interface FieldRule {
  enabled: boolean;
  required: boolean;
  /** A regular expression (JavaScript / JSON-schema syntax) the whole value must match. */
  acceptedPattern: string;
  /** The pattern family; the client's message for it is keyed by this id. */
  patternId: string;
  /** '*' means no bound. */
  minLength: number | '*';
  maxLength: number | '*';
}

const rule = (enabled: boolean, required: boolean, acceptedPattern: string, patternId: string, minLength: number | '*', maxLength: number | '*'): FieldRule => ({
  enabled,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});

const FREE_TEXT = '^[\\s\\S]*$';

export const REGISTER_RULES = {
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
} satisfies Record<string, FieldRule>;

export type RegisterField = keyof typeof REGISTER_RULES;

/** The JSON schema of a field from its rule, with the message its failures carry. */
export function fieldSchema(fieldRule: FieldRule, messageKey: MessageKey = 'validation.format') {
  return {
    type: 'string',
    pattern: fieldRule.acceptedPattern,
    ...(fieldRule.minLength === '*' ? {} : { minLength: fieldRule.minLength }),
    ...(fieldRule.maxLength === '*' ? {} : { maxLength: fieldRule.maxLength }),
    [MESSAGE_KEYWORD]: messageKey,
  };
}
