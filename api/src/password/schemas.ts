import { envelopeSchema, nullValue } from '../http/envelope';
import { MESSAGE_KEYWORD } from '../http/validation';
import { COUNTRY_DIALING_CODE_SCHEMA, MOBILE_NUM_SCHEMA, VERIFICATION_CODE_SCHEMA } from '../verification/schemas';

/* The new password is checked by the site's password rule in the service (it can change per site). */
const newPassword = { type: 'string', maxLength: 255 };

export interface ChangePasswordBody {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export const changePasswordSchema = {
  body: {
    type: 'object',
    required: ['oldPassword', 'newPassword', 'confirmNewPassword'],
    additionalProperties: false,
    properties: {
      oldPassword: { type: 'string', minLength: 1, maxLength: 64 },
      newPassword,
      confirmNewPassword: { type: 'string', maxLength: 255 },
    },
  },
  response: envelopeSchema(nullValue),
};

export interface ForgotByEmailBody {
  username: string;
  email: string;
}

export const forgotByEmailSchema = {
  body: {
    type: 'object',
    required: ['username', 'email'],
    additionalProperties: false,
    properties: {
      // As the login takes it: accounts made by mobile registration are digits.
      username: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9]+$', [MESSAGE_KEYWORD]: 'validation.loginName' },
      email: { type: 'string', minLength: 1, maxLength: 255 },
    },
  },
  response: envelopeSchema(nullValue),
};

export interface ForgotByMobileBody {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}

export const forgotByMobileSchema = {
  body: {
    type: 'object',
    required: ['mobileNum', 'countryDialingCode', 'verificationCode', 'newPassword'],
    additionalProperties: false,
    properties: {
      mobileNum: MOBILE_NUM_SCHEMA,
      countryDialingCode: COUNTRY_DIALING_CODE_SCHEMA,
      verificationCode: VERIFICATION_CODE_SCHEMA,
      newPassword,
    },
  },
  response: envelopeSchema({ type: 'object', required: ['account'], properties: { account: { type: 'string' } } }),
};
