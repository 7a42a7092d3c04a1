import type { Language } from '../messages';

/** Player protection (api/src/protection): limits, cool-off and self-exclusion. */
export const protectionMessages = {
  'protection.deposit.limit': {
    EN: 'This deposit is above your deposit limit: {remaining} left until {resets}',
    MY: 'ဤငွေသွင်းမှုသည် သင်၏ ငွေသွင်းကန့်သတ်ချက်ထက် ကျော်လွန်နေသည်- {resets} အထိ {remaining} ကျန်ပါသည်',
    CN: '本次存款超出您的存款限额：{resets}前剩余{remaining}',
  },
  'protection.loss.limit': {
    EN: 'This bet could pass your loss limit: {remaining} left until {resets}',
    MY: 'ဤလောင်းကြေးသည် သင်၏ အရှုံးကန့်သတ်ချက်ကို ကျော်လွန်နိုင်သည်- {resets} အထိ {remaining} ကျန်ပါသည်',
    CN: '本次投注可能超出您的亏损限额：{resets}前剩余{remaining}',
  },
  'protection.wager.limit': {
    EN: 'This bet is above your wager limit: {remaining} left until {resets}',
    MY: 'ဤလောင်းကြေးသည် သင်၏ လောင်းကြေးကန့်သတ်ချက်ထက် ကျော်လွန်နေသည်- {resets} အထိ {remaining} ကျန်ပါသည်',
    CN: '本次投注超出您的投注限额：{resets}前剩余{remaining}',
  },
  'protection.excluded': {
    EN: 'Your account is taking a break until {until}: you can withdraw and read your records only',
    MY: 'သင့်အကောင့်သည် {until} အထိ ခေတ္တနားနေပါသည်- ငွေထုတ်ခြင်းနှင့် မှတ်တမ်းကြည့်ခြင်းသာ ပြုလုပ်နိုင်ပါသည်',
    CN: '您的账户暂停至{until}：仅可提款和查看记录',
  },
  'protection.session.limit': {
    EN: 'You have reached your session time limit; please log in again later',
    MY: 'သင်၏ အသုံးပြုချိန် ကန့်သတ်ချက် ပြည့်သွားပါပြီ၊ နောက်မှ ပြန်လည်ဝင်ရောက်ပါ',
    CN: '您已达到单次在线时长限制，请稍后重新登录',
  },
  'protection.exclusion.shorter': {
    EN: 'A break in force cannot be shortened',
    MY: 'လက်ရှိ ခေတ္တနားခြင်းကို တိုစေ၍ မရပါ',
    CN: '已生效的暂停不能缩短',
  },
  'protection.limit.period': {
    EN: 'Choose the day, week or month of this limit',
    MY: 'ဤကန့်သတ်ချက်အတွက် နေ့၊ ပတ် သို့မဟုတ် လ ကို ရွေးပါ',
    CN: '请选择该限额的日、周或月',
  },
  'protection.limit.session': {
    EN: 'A session limit is 1 to {max} minutes',
    MY: 'အသုံးပြုချိန် ကန့်သတ်ချက်သည် 1 မှ {max} မိနစ် ဖြစ်ရမည်',
    CN: '在线时长限制为1至{max}分钟',
  },
} satisfies Record<string, Record<Language, string>>;
