import type { Language } from '../messages';

/** Referral, "refer and earn" (api/src/referral). */
export const referralMessages = {
  'referral.invalid': { EN: 'Invalid referral code', MY: 'ညွှန်းဆိုကုဒ် မမှန်ကန်ပါ', CN: '推荐码无效' },
} satisfies Record<string, Record<Language, string>>;
