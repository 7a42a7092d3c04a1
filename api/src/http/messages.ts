/*
 * The API's message catalogue, in the three languages the portal ships (MY is the default).
 * English wording follows spec §8 and docs/wire-contract.md byte for byte, including the spec's own
 * spelling of 'An unknown error occured.', because clients may match on it.
 */

export type Language = 'MY' | 'EN' | 'CN';

const catalogue = {
  'system.error': {
    EN: 'An unknown error occured.',
    MY: 'မသိသော အမှားတစ်ခု ဖြစ်ပွားခဲ့သည်။',
    CN: '发生未知错误。',
  },
  'not.found': { EN: 'Not found', MY: 'ရှာမတွေ့ပါ', CN: '未找到' },
  'forbidden': { EN: 'Access denied', MY: 'ဝင်ရောက်ခွင့် မရှိပါ', CN: '拒绝访问' },
  'merchant.unknown': {
    EN: 'Unknown merchant, please contact customer service',
    MY: 'မသိသော ကုန်သည်ကုဒ် ဖြစ်ပါသည်၊ ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ',
    CN: '未知商户，请联系客服',
  },
  'validation.required': { EN: 'input cannot be empty', MY: 'ဤနေရာကို ဗလာမထားရပါ', CN: '输入不能为空' },
  'validation.format': {
    EN: 'Please enter correct information',
    MY: 'မှန်ကန်သော အချက်အလက်များကို ထည့်သွင်းပါ',
    CN: '请输入正确的信息',
  },
  'validation.username': {
    EN: 'must be 4 to 16 letters or digits, starting with a letter',
    MY: 'အက္ခရာဖြင့် စတင်ပြီး အက္ခရာ သို့မဟုတ် ဂဏန်း ၄ လုံးမှ ၁၆ လုံးအထိ ဖြစ်ရမည်',
    CN: '必须为4到16位字母或数字，并以字母开头',
  },
  'validation.loginName': {
    EN: 'must be letters or digits',
    MY: 'အက္ခရာ သို့မဟုတ် ဂဏန်းများသာ ဖြစ်ရမည်',
    CN: '只能包含字母或数字',
  },
  'validation.password': {
    EN: 'must be 6 to 20 characters without spaces',
    MY: 'နေရာလွတ်မပါဘဲ စာလုံး ၆ လုံးမှ ၂၀ အထိ ဖြစ်ရမည်',
    CN: '必须为6到20个字符，且不含空格',
  },
  'validation.confirmPassword': { EN: 'inconsistent twice', MY: 'နှစ်ကြိမ် ထည့်သွင်းမှု မကိုက်ညီပါ', CN: '两次输入不一致' },
  'validation.captchaKey': {
    EN: 'must be 8 to 64 letters, digits or dashes',
    MY: 'အက္ခရာ၊ ဂဏန်း သို့မဟုတ် တုံးတို ၈ လုံးမှ ၆၄ လုံးအထိ ဖြစ်ရမည်',
    CN: '必须为8到64位字母、数字或连字符',
  },
  'encryption.required': {
    EN: 'Encrypted payload required',
    MY: 'ကုဒ်ဝှက်ထားသော ဒေတာ လိုအပ်ပါသည်',
    CN: '需要加密的请求数据',
  },
  'login.wrong.credentials': {
    EN: 'Wrong account or password',
    MY: 'အကောင့် သို့မဟုတ် စကားဝှက် မှားယွင်းနေပါသည်',
    CN: '账号或密码错误',
  },
  'captcha.required': { EN: 'captcha required', MY: 'အတည်ပြုကုဒ် လိုအပ်ပါသည်', CN: '请输入验证码' },
  'captcha.invalid': {
    EN: 'Verification code is not valid',
    MY: 'အတည်ပြုကုဒ် မမှန်ကန်ပါ',
    CN: '验证码无效',
  },
  'member.account.exists': {
    EN: 'Account already used',
    MY: 'ဤအကောင့်ကို အသုံးပြုပြီး ဖြစ်ပါသည်',
    CN: '账号已被使用',
  },
  'login.not.session': {
    EN: 'You are not logged in, please login',
    MY: 'သင် အကောင့်ဝင်ထားခြင်း မရှိပါ၊ ကျေးဇူးပြု၍ အကောင့်ဝင်ပါ',
    CN: '您尚未登录，请先登录',
  },
  'login.not.agent': { EN: 'Non-agents cannot log in', MY: 'အေးဂျင့်မဟုတ်သူများ ဝင်ရောက်၍ မရပါ', CN: '非代理账号无法登录' },
  'login.not.member': {
    EN: 'Non-member account unable to login',
    MY: 'အဖွဲ့ဝင်မဟုတ်သော အကောင့်ဖြင့် ဝင်ရောက်၍ မရပါ',
    CN: '非会员账号无法登录',
  },
  'rate.limited': {
    EN: 'Too many requests, please try again after 5 minutes.',
    MY: 'တောင်းဆိုမှု များလွန်းနေပါသည်၊ ၅ မိနစ်အကြာတွင် ထပ်မံကြိုးစားပါ။',
    CN: '请求过于频繁，请5分钟后再试。',
  },
  'wallet.insufficient': { EN: 'Insufficient balance', MY: 'လက်ကျန်ငွေ မလုံလောက်ပါ', CN: '余额不足' },
  'wallet.not.found': { EN: 'Wallet not found', MY: 'ပိုက်ဆံအိတ် ရှာမတွေ့ပါ', CN: '钱包不存在' },
  'wallet.idempotency.conflict': {
    EN: 'This request was already processed with different details',
    MY: 'ဤတောင်းဆိုမှုကို မတူညီသော အချက်အလက်များဖြင့် လုပ်ဆောင်ပြီး ဖြစ်ပါသည်',
    CN: '该请求已使用不同的内容处理过',
  },
  'admin.unauthorized': {
    EN: 'Admin token required',
    MY: 'စီမံခန့်ခွဲသူ တိုကင် လိုအပ်ပါသည်',
    CN: '需要管理员令牌',
  },
  'admin.forbidden': {
    EN: 'Admin token is not valid',
    MY: 'စီမံခန့်ခွဲသူ တိုကင် မမှန်ကန်ပါ',
    CN: '管理员令牌无效',
  },
  'system.maintenance.title': { EN: 'System maintenance', MY: 'စနစ် ပြုပြင်ထိန်းသိမ်းမှု', CN: '系统维护' },
  'system.maintenance.message': {
    EN: 'The system is under maintenance, please come back later.',
    MY: 'စနစ်ကို ပြုပြင်ထိန်းသိမ်းနေပါသည်၊ နောက်မှ ပြန်လာခဲ့ပါ။',
    CN: '系统正在维护，请稍后再来。',
  },
  'system.region.title': { EN: 'Access restricted', MY: 'ဝင်ရောက်ခွင့် ကန့်သတ်ထားပါသည်', CN: '访问受限' },
  'system.region.message': {
    EN: 'Access restricted by IP or region',
    MY: 'သင်၏ IP သို့မဟုတ် ဒေသအတွက် ဝင်ရောက်ခွင့်ကို ကန့်သတ်ထားပါသည်',
    CN: '您所在的IP或地区已被限制访问',
  },
} satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof catalogue;

export function translate(language: Language, key: MessageKey): string {
  return catalogue[key][language];
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(catalogue, value);
}
