/** The bot check and the SMS quota (spec §8, English byte for byte). */
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
} as const;
