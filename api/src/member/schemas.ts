import { envelopeSchema } from '../http/envelope';
import { CAPTCHA_KEY_SCHEMA } from '../captcha/schemas';
import { LOGIN_VALUE_SCHEMA } from '../session/schemas';
import { fieldSchema, REGISTER_RULES } from './register-rules';

/** Profile fields the form may send (spec §3); accepted and, for now, not stored. */
const PROFILE_FIELDS = [
  'payeeName', 'email', 'qqNum', 'mobileNum', 'recommenderId', 'verificationCode', 'paymentPassword',
  'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'countryDialingCode', 'firebaseChannel',
  'firebaseIdToken', 'nickname', 'birthday', 'address', 'nationality', 'occupation',
] as const;

const text = (maxLength: number) => ({ type: 'string', maxLength });

export interface RegisterBody {
  username: string;
  password: string;
  confirmPassword: string;
  captcha?: string;
  captchaKey?: string;
  affiliateCode?: string;
  referralCode?: string;
  registerUrl?: string;
  registerMethod?: string;
  domain?: string;
  login?: boolean;
}

export const registerSchema = {
  body: {
    type: 'object',
    required: ['username', 'password', 'confirmPassword'],
    additionalProperties: false,
    properties: {
      username: fieldSchema(REGISTER_RULES.username, 'validation.username'),
      password: fieldSchema(REGISTER_RULES.password, 'validation.password'),
      confirmPassword: { ...text(64), 'x-message': 'validation.confirmPassword' },
      // Missing or wrong captcha is the contract's captcha.invalid, decided by the service.
      captcha: text(16),
      captchaKey: CAPTCHA_KEY_SCHEMA,
      affiliateCode: text(64),
      referralCode: text(64),
      registerUrl: text(2048),
      registerMethod: { type: 'string', enum: ['WEB'] },
      domain: text(255),
      login: { type: 'boolean' },
      ...Object.fromEntries(PROFILE_FIELDS.map((field) => [field, text(255)])),
    },
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
