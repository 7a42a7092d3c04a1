import type { Language } from '../messages';

/** One-click sign-in with an OpenID provider (api/src/identity). 'identity.failed' is spec §8's. */
export const identityMessages = {
  'identity.failed': {
    EN: 'Login failure. Please try again.',
    MY: 'အကောင့်ဝင်ရောက်မှု မအောင်မြင်ပါ။ ထပ်မံကြိုးစားပါ။',
    CN: '登录失败，请重试。',
  },
  'identity.provider.unknown': {
    EN: 'This sign-in is not available on this site.',
    MY: 'ဤဆိုက်တွင် ဤနည်းဖြင့် ဝင်ရောက်၍ မရပါ။',
    CN: '本站不支持此登录方式。',
  },
  'identity.linked.other': {
    EN: 'This {provider} account is already linked to another account.',
    MY: 'ဤ {provider} အကောင့်ကို အခြားအကောင့်တစ်ခုနှင့် ချိတ်ဆက်ပြီးဖြစ်သည်။',
    CN: '该 {provider} 账号已绑定其他账户。',
  },
  'identity.already.linked': {
    EN: 'Your account is already linked to a {provider} account.',
    MY: 'သင့်အကောင့်ကို {provider} အကောင့်တစ်ခုနှင့် ချိတ်ဆက်ပြီးဖြစ်သည်။',
    CN: '您的账户已绑定 {provider} 账号。',
  },
} satisfies Record<string, Record<Language, string>>;
