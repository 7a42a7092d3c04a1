import { envelopeSchema, nullValue } from '../http/envelope';
import { MESSAGE_KEYWORD } from '../http/validation';
import { CAPTCHA_KEY_SCHEMA } from '../captcha/schemas';

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

export interface LoginBody {
  type: 'username';
  username: string;
  password: string;
  captcha?: string;
  captchaKey?: string;
  /** `agent`: the agent landing page's login, which refuses every account that is not an agent. */
  scope?: 'member' | 'agent';
}

export const loginSchema = {
  body: {
    type: 'object',
    required: ['username', 'password'],
    additionalProperties: false,
    properties: {
      // Only username login exists so far; `sms` will join this enum with its issue.
      type: { type: 'string', enum: ['username'], default: 'username' },
      // Looser than the register rule: accounts made by other channels (mobile numbers) log in here too.
      username: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9]+$', [MESSAGE_KEYWORD]: 'validation.loginName' },
      password: { type: 'string', minLength: 1, maxLength: 64 },
      captcha: { type: 'string', maxLength: 16 },
      captchaKey: CAPTCHA_KEY_SCHEMA,
      scope: { type: 'string', enum: ['member', 'agent'], default: 'member' },
    },
  },
  response: envelopeSchema(LOGIN_VALUE_SCHEMA),
};

export const logoutSchema = { response: envelopeSchema(nullValue) };

export const rsaKeySchema = { response: envelopeSchema({ type: 'string' }) };
