import type { Language } from '../messages';

/** Named operators of the ops calls (api/src/ops). */
export const opsMessages = {
  'ops.signin.wrong': {
    EN: 'The name, password or authenticator code is not correct',
    MY: 'အမည်၊ စကားဝှက် သို့မဟုတ် authenticator ကုဒ် မမှန်ကန်ပါ',
    CN: '名称、密码或身份验证器代码不正确',
  },
  'ops.signin.locked': {
    EN: 'Too many wrong sign-ins: signing in is locked for 15 minutes',
    MY: 'မှားယွင်းစွာ ဝင်ရောက်မှု များလွန်းသဖြင့် မိနစ် 15 ကြာ ဝင်ရောက်ခွင့် ပိတ်ထားပါသည်',
    CN: '错误登录次数过多：登录已锁定15分钟',
  },
  'ops.role.missing': {
    EN: 'Your operator roles do not allow this: it needs the {role} role',
    MY: 'သင့်အော်ပရေတာ အခန်းကဏ္ဍဖြင့် ဤလုပ်ဆောင်ချက်ကို ခွင့်မပြုပါ၊ {role} အခန်းကဏ္ဍ လိုအပ်ပါသည်',
    CN: '您的操作员角色不允许此操作：需要 {role} 角色',
  },
  'ops.operator.exists': {
    EN: 'An operator with this name already exists',
    MY: 'ဤအမည်ဖြင့် အော်ပရေတာ ရှိပြီးဖြစ်သည်',
    CN: '已存在同名操作员',
  },
} satisfies Record<string, Record<Language, string>>;
