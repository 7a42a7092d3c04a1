import type { Language } from '../messages';

/** The vendor lobby calls (launch fallback) and customer-service live chat (api/src/chat). */
export const chatMessages = {
  'game.route.unavailable': {
    EN: "The game provider's route is unavailable, please try again",
    MY: 'ဂိမ်းဝန်ဆောင်မှုပေးသူ၏ လမ်းကြောင်း အသုံးမပြုနိုင်ပါ၊ ထပ်မံကြိုးစားပါ',
    CN: '游戏厂商线路不可用，请重试',
  },
  'chat.not.found': { EN: 'This chat does not exist or has ended', MY: 'ဤစကားပြောခန်း မရှိပါ သို့မဟုတ် ပြီးဆုံးသွားပါပြီ', CN: '该会话不存在或已结束' },
  'chat.message.long': { EN: 'at most {max} characters', MY: 'စာလုံး {max} လုံးအထိသာ', CN: '最多{max}个字符' },
  'chat.forbidden': {
    EN: 'This chat belongs to someone else',
    MY: 'ဤစကားပြောခန်းသည် အခြားသူတစ်ဦး၏ ဖြစ်ပါသည်',
    CN: '该会话属于其他人',
  },
} satisfies Record<string, Record<Language, string>>;
