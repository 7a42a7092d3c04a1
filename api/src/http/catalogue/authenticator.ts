import type { Language } from '../messages';

/** The authenticator app of the security centre (api/src/authenticator). */
export const authenticatorMessages = {
  'authenticator.bound': {
    EN: 'An authenticator app is already bound. Unbind it first.',
    MY: 'Authenticator အ\u2060က်ပ်ကို ချိတ်ဆက်ထားပြီး ဖြစ်ပါသည်။ ဦးစွာ ချိတ်ဆက်မှုကို ဖြုတ်ပါ။',
    CN: '已绑定身份验证器应用，请先解除绑定。',
  },
  'authenticator.not.bound': {
    EN: 'No authenticator app is bound.',
    MY: 'Authenticator အ\u2060က်ပ် ချိတ်ဆက်ထားခြင်း မရှိပါ။',
    CN: '未绑定身份验证器应用。',
  },
  'authenticator.setup.expired': {
    EN: 'The setup has expired, please start again.',
    MY: 'သတ်မှတ်ချိန် ကုန်သွားပါပြီ၊ ပြန်လည် စတင်ပါ။',
    CN: '设置已过期，请重新开始。',
  },
  'authenticator.code.used': {
    EN: 'This code has already been used. Please wait for the next one.',
    MY: 'ဤကုဒ်ကို အသုံးပြုပြီး ဖြစ်ပါသည်။ နောက်ကုဒ်ကို စောင့်ပါ။',
    CN: '此验证码已被使用，请等待下一个验证码。',
  },
  'authenticator.proof.required': {
    EN: 'Please enter a code from your authenticator app or your login password.',
    MY: 'Authenticator အ\u2060က်ပ်မှ ကုဒ် သို့မဟုတ် အကောင့်ဝင် စကားဝှက်ကို ထည့်ပါ။',
    CN: '请输入身份验证器应用中的验证码或登录密码。',
  },
  'authenticator.password.wrong': {
    EN: 'The login password is incorrect',
    MY: 'အကောင့်ဝင် စကားဝှက် မှားယွင်းနေပါသည်',
    CN: '登录密码错误',
  },
} satisfies Record<string, Record<Language, string>>;
