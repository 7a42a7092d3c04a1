import { envelopeSchema, nullValue } from '../http/envelope';
import { CAPTCHA_KEY_SCHEMA } from '../captcha/schemas';
import { LOGIN_VALUE_SCHEMA } from '../session/schemas';
import { COUNTRY_DIALING_CODE_SCHEMA, MOBILE_NUM_SCHEMA, VERIFICATION_CODE_SCHEMA } from '../verification/schemas';
import { REGISTER_FIELDS, type RegisterField } from './register-rules';

/**
 * Labels of spec §3 a form may send that have no rule: accepted and dropped (only fields with a rule,
 * enabled on the site, are stored).
 */
const EXTRA_LABELS = ['firebaseChannel', 'firebaseIdToken', 'nickname', 'birthday', 'address', 'nationality', 'occupation'] as const;

const text = (maxLength: number) => ({ type: 'string', maxLength });

export type RegisterBody = Partial<Record<RegisterField, string>> & {
  captchaKey?: string;
  countryDialingCode?: string;
  referralCode?: string;
  registerUrl?: string;
  registerMethod?: string;
  domain?: string;
  login?: boolean;
};

export type MobileRegisterBody = RegisterBody & { mobileNum: string; countryDialingCode: string; verificationCode: string };

/*
 * The schema only types the form (strings of sane size): which fields count and what they must look
 * like is the site's rule set, checked by the service (register-rules.ts), because it changes with the
 * site's settings while a route schema is compiled once.
 */
const formProperties = {
  ...Object.fromEntries(REGISTER_FIELDS.map((field) => [field, text(255)])),
  captcha: text(16),
  captchaKey: CAPTCHA_KEY_SCHEMA,
  countryDialingCode: COUNTRY_DIALING_CODE_SCHEMA,
  referralCode: text(64),
  registerUrl: text(2048),
  registerMethod: { type: 'string', enum: ['WEB'] },
  domain: text(255),
  login: { type: 'boolean' },
  ...Object.fromEntries(EXTRA_LABELS.map((field) => [field, text(255)])),
};

export const registerSchema = {
  body: { type: 'object', additionalProperties: false, properties: formProperties },
  response: envelopeSchema(LOGIN_VALUE_SCHEMA),
};

export const mobileRegisterSchema = {
  body: {
    type: 'object',
    required: ['mobileNum', 'countryDialingCode', 'verificationCode'],
    additionalProperties: false,
    properties: { ...formProperties, mobileNum: MOBILE_NUM_SCHEMA, verificationCode: VERIFICATION_CODE_SCHEMA },
  },
  response: envelopeSchema(LOGIN_VALUE_SCHEMA),
};

export const memberInfoSchema = {
  response: envelopeSchema({
    type: 'object',
    required: ['id', 'account', 'nickname', 'type', 'firstTimeLogin', 'currencySymbol', 'currency', 'vip'],
    properties: {
      id: { type: 'integer' },
      account: { type: 'string' },
      nickname: { type: 'string' },
      type: { type: 'integer' },
      firstTimeLogin: { type: 'boolean' },
      currencySymbol: { type: 'string' },
      currency: { type: 'string' },
      vip: {
        type: 'object',
        required: ['level', 'enabled'],
        properties: { level: { type: 'integer' }, enabled: { type: 'boolean' } },
      },
    },
  }),
};

export interface LanguageBody {
  language: 'MY' | 'EN' | 'CN';
}

export const languageSchema = {
  body: {
    type: 'object',
    required: ['language'],
    additionalProperties: false,
    properties: { language: { type: 'string', enum: ['MY', 'EN', 'CN'] } },
  },
  response: envelopeSchema(nullValue),
};
