import { envelopeSchema, nullValue } from '../http/envelope';
import { MESSAGE_KEYWORD } from '../http/validation';
import { CAPTCHA_KEY_SCHEMA } from '../captcha/schemas';
import { COUNTRY_DIALING_CODE_SCHEMA, EXPIRED_MINUTES_SCHEMA, MOBILE_NUM_SCHEMA, VERIFICATION_CODE_SCHEMA } from '../verification/schemas';

export const USER_SCHEMA = {
  type: 'object',
  required: ['id', 'account', 'nickname', 'type'],
  properties: {
    id: { type: 'integer' },
    account: { type: 'string' },
    nickname: { type: 'string' },
    type: { type: 'integer' },
  },
};

/** The value of a successful login (and of register, which logs in). */
export const LOGIN_VALUE_SCHEMA = {
  type: 'object',
  required: ['token', 'firstTimeLogin', 'passwordExpired', 'user'],
  properties: {
    token: { type: 'string' },
    firstTimeLogin: { type: 'boolean' },
    passwordExpired: { type: 'boolean' },
    user: USER_SCHEMA,
  },
};

interface LoginCommon {
  captcha?: string;
  captchaKey?: string;
  /** `agent`: the agent landing page's login, which refuses every account that is not an agent. */
  scope?: 'member' | 'agent';
}

export interface UsernameLoginBody extends LoginCommon {
  type: 'username';
  username: string;
  password: string;
}

/** Login by SMS code (whitelabel MOBILEVERCODELOGIN3); the code comes from /wps/verification/sms/noLogin. */
export interface SmsLoginBody extends LoginCommon {
  type: 'sms';
  mobileNum: string;
  countryDialingCode: string;
  code: string;
}

export type LoginBody = UsernameLoginBody | SmsLoginBody;

export const loginSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      type: { type: 'string', enum: ['username', 'sms'], default: 'username' },
      // Looser than the register rule: accounts made by other channels (mobile numbers) log in here too.
      username: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9]+$', [MESSAGE_KEYWORD]: 'validation.loginName' },
      password: { type: 'string', minLength: 1, maxLength: 64 },
      mobileNum: MOBILE_NUM_SCHEMA,
      countryDialingCode: COUNTRY_DIALING_CODE_SCHEMA,
      code: VERIFICATION_CODE_SCHEMA,
      captcha: { type: 'string', maxLength: 16 },
      captchaKey: CAPTCHA_KEY_SCHEMA,
      scope: { type: 'string', enum: ['member', 'agent'], default: 'member' },
    },
    // The fields each type needs; a missing one answers `<field>: input cannot be empty`.
    if: { required: ['type'], properties: { type: { const: 'sms' } } },
    then: { required: ['mobileNum', 'countryDialingCode', 'code'] },
    else: { required: ['username', 'password'] },
  },
  response: envelopeSchema(LOGIN_VALUE_SCHEMA),
};

const TICKET_SCHEMA = { type: 'string', minLength: 1, maxLength: 128 };

export const verifySendSchema = {
  body: {
    type: 'object',
    required: ['ticket', 'method'],
    additionalProperties: false,
    properties: { ticket: TICKET_SCHEMA, method: { type: 'string', enum: ['mobile', 'email'] } },
  },
  response: EXPIRED_MINUTES_SCHEMA,
};

export const verifySchema = {
  body: {
    type: 'object',
    required: ['ticket', 'method', 'answer'],
    additionalProperties: false,
    properties: {
      ticket: TICKET_SCHEMA,
      method: { type: 'string', enum: ['mobile', 'email', 'payeeName'] },
      // A code (any text up to 255, spec §5) or a bank account name.
      answer: { type: 'string', minLength: 1, maxLength: 255 },
    },
  },
  response: envelopeSchema(LOGIN_VALUE_SCHEMA),
};

export const logoutSchema = { response: envelopeSchema(nullValue) };

export const rsaKeySchema = { response: envelopeSchema({ type: 'string' }) };
