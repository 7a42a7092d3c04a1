import { fieldError } from '../http/api-error';

/*
 * Mobile numbers are stored and compared as one string of digits: the country dialing code followed
 * by the national number without its trunk prefix, e.g. 95 + 09420000001 → 959420000001. A number
 * typed with a leading `+` is taken as already international (the dialing code is then ignored).
 * Spaces, dashes, dots and brackets are ignored; anything else, or a national number (without its
 * trunk 0) of other than 7–15 digits, or an international one over 15 (E.164), is `phone.invalid`.
 */

export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

const phoneInvalid = () => fieldError(400, 'phone.invalid', 'phone.invalid', 'mobileNum');

export function normalizePhone(countryDialingCode: string, mobileNum: string): string {
  const raw = mobileNum.trim();
  const international = raw.startsWith('+');
  const digits = (international ? raw.slice(1) : raw).replace(/[\s\-().]/g, '');
  if (!/^[0-9]+$/.test(digits)) throw phoneInvalid();
  const country = countryDialingCode.trim().replace(/^\+/, '');
  if (!international && !/^[0-9]{1,4}$/.test(country)) throw phoneInvalid();
  if (international) {
    if (digits.length <= PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS || digits.startsWith('0')) throw phoneInvalid();
    return digits;
  }
  const national = digits.replace(/^0+/, '');
  if (national.length < PHONE_MIN_DIGITS || national.length > PHONE_MAX_DIGITS) throw phoneInvalid();
  return country + national;
}

/** The number as typed, digits only: what a mobile registration takes as the account name. */
export function phoneDigits(mobileNum: string): string {
  return mobileNum.replace(/\D/g, '');
}
