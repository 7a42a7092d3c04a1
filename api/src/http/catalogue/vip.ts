import type { Language } from '../messages';

/** The manual rebate (api/src/vip). */
export const vipMessages = {
  'vip.rebate.nothing': {
    EN: 'No rebate has accrued since your last claim',
    MY: 'နောက်ဆုံး ရယူပြီးနောက် ပြန်အမ်းငွေ မရှိသေးပါ',
    CN: '自上次领取以来没有可领取的返水',
  },
} satisfies Record<string, Record<Language, string>>;
