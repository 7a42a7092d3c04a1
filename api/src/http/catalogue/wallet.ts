import type { Language } from '../messages';

/** Wallets, transfers and the payment password (api/src/wallet). */
export const walletMessages = {
  // Wallets, transfers and the payment password (api/src/wallet).
  'wallet.main': { EN: 'Main wallet', MY: 'ပင်မပိုက်ဆံအိတ်', CN: '主钱包' },
  'wallet.vendor.maintenance': {
    EN: 'This game wallet is under maintenance, please try again later',
    MY: 'ဤဂိမ်းပိုက်ဆံအိတ်ကို ပြုပြင်ထိန်းသိမ်းနေပါသည်၊ နောက်မှ ထပ်မံကြိုးစားပါ',
    CN: '该游戏钱包正在维护中，请稍后再试',
  },
  'validation.amount': {
    EN: 'must be a whole amount from {min} to {max}',
    MY: '{min} မှ {max} အတွင်း ပမာဏ အပြည့် ဖြစ်ရမည်',
    CN: '金额必须在{min}到{max}之间（最小单位的整数）',
  },
  'validation.requestId': {
    EN: 'must be 8 to 64 letters, digits or dashes',
    MY: 'အက္ခရာ၊ ဂဏန်း သို့မဟုတ် တုံးတို 8 လုံးမှ 64 လုံးအထိ ဖြစ်ရမည်',
    CN: '必须为8到64位字母、数字或连字符',
  },
  'validation.wallet': {
    EN: 'must be MAIN or a game wallet, with MAIN on exactly one side',
    MY: 'MAIN သို့မဟုတ် ဂိမ်းပိုက်ဆံအိတ် ဖြစ်ရမည်၊ တစ်ဖက်တွင်သာ MAIN ပါရမည်',
    CN: '必须为MAIN或游戏钱包，且仅一方为MAIN',
  },
  'transfer.no.upline': {
    EN: 'You have no upline to transfer to',
    MY: 'လွှဲပြောင်းရန် အထက်အေးဂျင့် မရှိပါ',
    CN: '您没有可转账的上级',
  },
  'payment.password.unset': {
    EN: 'Please set a payment password first',
    MY: 'ကျေးဇူးပြု၍ ငွေပေးချေမှု စကားဝှက်ကို ဦးစွာ သတ်မှတ်ပါ',
    CN: '请先设置支付密码',
  },
  'payment.password.wrong': {
    EN: 'The payment password is incorrect',
    MY: 'ငွေပေးချေမှု စကားဝှက် မှားယွင်းနေပါသည်',
    CN: '支付密码错误',
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
  'function.disabled': {
    EN: 'Not enabled function, please contact customer service.',
    MY: 'ဤလုပ်ဆောင်ချက်ကို ဖွင့်ထားခြင်း မရှိပါ၊ ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။',
    CN: '功能未开启，请联系客服。',
  },
  'phone.invalid': { EN: 'Invalid phone number format.', MY: 'ဖုန်းနံပါတ် ပုံစံ မမှန်ကန်ပါ။', CN: '手机号码格式无效。' },
  'mobile.exists': {
    EN: 'Account already used',
    MY: 'ဤအကောင့်ကို အသုံးပြုပြီး ဖြစ်ပါသည်',
    CN: '账号已被使用',
  },
  'mobile.not.found': {
    EN: 'This mobile number is not registered',
    MY: 'ဤဖုန်းနံပါတ်ဖြင့် မှတ်ပုံတင်ထားခြင်း မရှိပါ',
    CN: '该手机号码未注册',
  },
  'sms.too.frequent': {
    EN: 'SMS requested too often, please wait a moment and try again.',
    MY: 'SMS ကို မကြာခဏ တောင်းဆိုနေပါသည်၊ ခဏစောင့်ပြီး ထပ်မံကြိုးစားပါ။',
    CN: '短信发送过于频繁，请稍后再试。',
  },
  'verification.invalid': { EN: 'Verification code is not valid', MY: 'အတည်ပြုကုဒ် မမှန်ကန်ပါ', CN: '验证码无效' },
  'verification.expired': {
    EN: 'Verification code has expired, please send again.',
    MY: 'အတည်ပြုကုဒ် သက်တမ်းကုန်သွားပါပြီ၊ ထပ်မံပို့ပါ။',
    CN: '验证码已过期，请重新发送。',
  },
  'verification.missing': { EN: 'Verification code is missing', MY: 'အတည်ပြုကုဒ် မရှိပါ', CN: '缺少验证码' },
  'affiliate.invalid': { EN: 'Invalid invitation code', MY: 'ဖိတ်ခေါ်ကုဒ် မမှန်ကန်ပါ', CN: '邀请码无效' },
  'login.verify.required': {
    EN: 'Please complete verification first',
    MY: 'ကျေးဇူးပြု၍ အတည်ပြုခြင်းကို ဦးစွာ ပြီးဆုံးအောင် ပြုလုပ်ပါ',
    CN: '请先完成验证',
  },
  'login.verify.expired': {
    EN: 'Verification has expired, please log in again.',
    MY: 'အတည်ပြုချိန် ကုန်သွားပါပြီ၊ ထပ်မံ အကောင့်ဝင်ပါ။',
    CN: '验证已过期，请重新登录。',
  },
  'password.old.wrong': { EN: 'The old password is incorrect', MY: 'စကားဝှက်အဟောင်း မှားယွင်းနေပါသည်', CN: '旧密码错误' },
  'password.same': {
    EN: 'The new password must differ from the old one',
    MY: 'စကားဝှက်အသစ်သည် အဟောင်းနှင့် မတူရပါ',
    CN: '新密码不能与旧密码相同',
  },
  'member.email.mismatch': {
    EN: 'Username/Email does not exist',
    MY: 'အသုံးပြုသူအမည်/အီးမေးလ် မရှိပါ',
    CN: '用户名/邮箱不存在',
  },
  'feedback.invalid': {
    EN: 'must be {min} to {max} characters',
    MY: 'စာလုံး {min} လုံးမှ {max} လုံးအထိ ဖြစ်ရမည်',
    CN: '必须为{min}到{max}个字符',
  },
} satisfies Record<string, Record<Language, string>>;
