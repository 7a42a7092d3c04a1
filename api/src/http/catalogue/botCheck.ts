/** The bot check and the SMS quota (spec §8, English byte for byte) and its shares. */
export const botCheckMessages = {
  'botcheck.invalid': {
    EN: 'Invalid reCaptcha input...',
    MY: 'လူဟုတ်ကြောင်း စစ်ဆေးချက် မမှန်ကန်ပါ...',
    CN: '人机验证无效...',
  },
  'sms.quota': {
    EN: 'Quota not sufficient, please contact customer service.',
    MY: 'ခွဲတမ်း မလုံလောက်ပါ၊ ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။',
    CN: '额度不足，请联系客服。',
  },
  // One number's, member's or address's share of the day's SMS is used up (api/src/verification/sms-limits.ts).
  'sms.limit': {
    EN: 'Too many SMS codes today. Please try again tomorrow or contact customer service.',
    MY: 'ယနေ့ SMS ကုဒ် တောင်းဆိုမှု များလွန်းနေပါသည်။ မနက်ဖြန် ထပ်မံကြိုးစားပါ သို့မဟုတ် ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။',
    CN: '今日短信验证码请求过多，请明天再试或联系客服。',
  },
} as const;
