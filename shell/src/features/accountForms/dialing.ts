/**
 * The country dialing code sent with every mobile number. The site serves Myanmar (merchant DEMO,
 * MMK); the spec shows no country picker, so the code is fixed and shown beside the number.
 */
export const COUNTRY_DIALING_CODE = '95';
