import { envelopeSchema } from '../http/envelope';
import { COUNTRY_DIALING_CODE_SCHEMA, EMAIL_SCHEMA, MOBILE_NUM_SCHEMA, VERIFICATION_CODE_SCHEMA } from '../verification/schemas';

/** Profile fields kept in member_profile that the member edits as free text (at most 100 characters). */
export const PROFILE_TEXT_FIELDS = ['address', 'nationality', 'occupation', 'sourceOfIncome', 'zalo', 'skype', 'placeOfBirth'] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];
/** What PUT /wps/member/profile may change; anything else is refused (bindings go through a code). */
export const EDITABLE_FIELDS = ['nickname', 'birthday', ...PROFILE_TEXT_FIELDS] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

export interface Profile extends Record<ProfileTextField, string | null> {
  account: string;
  nickname: string;
  mobile: string | null;
  email: string | null;
  payeeName: string | null;
  birthday: string | null;
}

export type ProfileBody = Partial<Record<EditableField, string>>;

export interface BindMobileBody {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}

export interface BindEmailBody {
  email: string;
  verificationCode: string;
}

export interface LoginHistoryQuery {
  pageNo: number;
  pageSize: number;
}

const str = { type: 'string' };
const strOrNull = { type: ['string', 'null'] };
const int = { type: 'integer' };

const PROFILE_VALUE = {
  type: 'object',
  required: ['account', 'nickname', 'mobile', 'email', 'payeeName', 'birthday', ...PROFILE_TEXT_FIELDS],
  properties: {
    account: str,
    nickname: str,
    mobile: strOrNull,
    email: strOrNull,
    payeeName: strOrNull,
    birthday: strOrNull,
    ...Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, strOrNull])),
  },
};

export const profileSchema = { response: envelopeSchema(PROFILE_VALUE) };

/*
 * Lengths and formats are checked by the service (messages per field); the schema only types the
 * values. Unknown fields are kept here so the service can refuse them by name rather than drop them.
 */
export const updateProfileSchema = {
  body: { type: 'object', properties: Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, str])) },
  response: envelopeSchema(PROFILE_VALUE),
};

export const bindMobileSchema = {
  body: {
    type: 'object',
    required: ['mobileNum', 'countryDialingCode', 'verificationCode'],
    additionalProperties: false,
    properties: { mobileNum: MOBILE_NUM_SCHEMA, countryDialingCode: COUNTRY_DIALING_CODE_SCHEMA, verificationCode: VERIFICATION_CODE_SCHEMA },
  },
  response: envelopeSchema(PROFILE_VALUE),
};

export const bindEmailSchema = {
  body: {
    type: 'object',
    required: ['email', 'verificationCode'],
    additionalProperties: false,
    properties: { email: EMAIL_SCHEMA, verificationCode: VERIFICATION_CODE_SCHEMA },
  },
  response: envelopeSchema(PROFILE_VALUE),
};

export const LOGIN_HISTORY_MAX_PAGE_SIZE = 50;

export const loginHistorySchema = {
  querystring: {
    type: 'object',
    properties: {
      pageNo: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: LOGIN_HISTORY_MAX_PAGE_SIZE, default: 20 },
    },
  },
  response: envelopeSchema({
    type: 'object',
    required: ['content', 'pageNum', 'pageSize', 'totalPages', 'totalElements'],
    properties: {
      content: {
        type: 'array',
        items: { type: 'object', required: ['at', 'ip', 'current'], properties: { at: str, ip: strOrNull, current: { type: 'boolean' } } },
      },
      pageNum: int,
      pageSize: int,
      totalPages: int,
      totalElements: int,
    },
  }),
};
