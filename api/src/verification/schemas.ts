import { envelopeSchema } from '../http/envelope';
import { MESSAGE_KEYWORD } from '../http/validation';

/** Loose on purpose: the number's format is checked by normalizePhone (`phone.invalid`). */
export const MOBILE_NUM_SCHEMA = { type: 'string', minLength: 1, maxLength: 32 };
export const COUNTRY_DIALING_CODE_SCHEMA = { type: 'string', minLength: 1, maxLength: 5, pattern: '^\\+?[0-9]{1,4}$', [MESSAGE_KEYWORD]: 'validation.countryDialingCode' };
/** Spec §5: a verification code is any text up to 255 characters. */
export const VERIFICATION_CODE_SCHEMA = { type: 'string', minLength: 1, maxLength: 255 };

export const EXPIRED_MINUTES_SCHEMA = envelopeSchema({
  type: 'object',
  required: ['expiredMinutes'],
  properties: { expiredMinutes: { type: 'integer' } },
});

export interface SmsRegisterBody {
  mobileNum: string;
  countryDialingCode: string;
}

export interface SmsNoLoginBody extends SmsRegisterBody {
  purpose: 'login' | 'forgot';
}

export const smsRegisterSchema = {
  body: {
    type: 'object',
    required: ['mobileNum', 'countryDialingCode'],
    additionalProperties: false,
    properties: { mobileNum: MOBILE_NUM_SCHEMA, countryDialingCode: COUNTRY_DIALING_CODE_SCHEMA },
  },
  response: EXPIRED_MINUTES_SCHEMA,
};

export const smsNoLoginSchema = {
  body: {
    type: 'object',
    required: ['mobileNum', 'countryDialingCode', 'purpose'],
    additionalProperties: false,
    properties: {
      mobileNum: MOBILE_NUM_SCHEMA,
      countryDialingCode: COUNTRY_DIALING_CODE_SCHEMA,
      purpose: { type: 'string', enum: ['login', 'forgot'] },
    },
  },
  response: EXPIRED_MINUTES_SCHEMA,
};

/** Format checked by normalizeEmail (`validation.failed` on `email`). */
export const EMAIL_SCHEMA = { type: 'string', minLength: 1, maxLength: 254, [MESSAGE_KEYWORD]: 'profile.email' };

export type SmsBindBody = SmsRegisterBody;

export interface EmailBindBody {
  email: string;
}

export const smsBindSchema = smsRegisterSchema;

export const emailBindSchema = {
  body: {
    type: 'object',
    required: ['email'],
    additionalProperties: false,
    properties: { email: EMAIL_SCHEMA },
  },
  response: EXPIRED_MINUTES_SCHEMA,
};
