import type { Language } from '../messages';

/** Who may take a promotion (api/src/promotions/eligibility.ts): why a member cannot, and the referral's own rule. */
export const promotionEligibilityMessages = {
  'promotion.eligibility.selfRegistered': {
    EN: 'This promotion is only for accounts registered by their owners',
    MY: 'ဤပရိုမိုးရှင်းသည် ပိုင်ရှင်ကိုယ်တိုင် စာရင်းသွင်းထားသော အကောင့်များအတွက်သာ ဖြစ်သည်',
    CN: '该活动仅限会员本人注册的账号参加',
  },
  'promotion.eligibility.agentOpened': {
    EN: 'This promotion is not for accounts opened by an agent',
    MY: 'ဤပရိုမိုးရှင်းသည် ကိုယ်စားလှယ်က ဖွင့်ပေးသော အကောင့်များအတွက် မဟုတ်ပါ',
    CN: '该活动不适用于代理开设的账号',
  },
  'promotion.eligibility.verifiedPhone': {
    EN: 'This promotion needs a verified mobile number: bind one in the security centre',
    MY: 'ဤပရိုမိုးရှင်းအတွက် အတည်ပြုထားသော ဖုန်းနံပါတ် လိုအပ်သည်၊ လုံခြုံရေးစင်တာတွင် ချိတ်ဆက်ပါ',
    CN: '该活动需要已验证的手机号码：请在安全中心绑定',
  },
  'promotion.eligibility.noPhone': {
    EN: 'This promotion needs a mobile number: bind one in the security centre',
    MY: 'ဤပရိုမိုးရှင်းအတွက် ဖုန်းနံပါတ် လိုအပ်သည်၊ လုံခြုံရေးစင်တာတွင် ချိတ်ဆက်ပါ',
    CN: '该活动需要手机号码：请在安全中心绑定',
  },
  'promotion.eligibility.deviceUnknown': {
    EN: 'This promotion can only be taken from the site in your browser',
    MY: 'ဤပရိုမိုးရှင်းကို သင့်ဘရောက်ဇာရှိ ဝဘ်ဆိုက်မှသာ ရယူနိုင်ပါသည်',
    CN: '该活动只能在浏览器中通过本站领取',
  },
  'promotion.eligibility.noPaymentAccount': {
    EN: 'Add a bank card first: this promotion is once per bank account',
    MY: 'ဘဏ်ကတ်ကို ဦးစွာ ထည့်ပါ၊ ဤပရိုမိုးရှင်းသည် ဘဏ်အကောင့်တစ်ခုလျှင် တစ်ကြိမ်သာ ဖြစ်သည်',
    CN: '请先添加银行卡：该活动每个银行账户限一次',
  },
  'promotion.eligibility.minDeposit': {
    EN: 'This promotion needs at least {amount} deposited in total',
    MY: 'ဤပရိုမိုးရှင်းအတွက် စုစုပေါင်း အနည်းဆုံး {amount} ငွေသွင်းထားရန် လိုအပ်သည်',
    CN: '该活动需要累计存款至少 {amount}',
  },
  'promotion.eligibility.phone': {
    EN: 'This promotion was already taken with this mobile number',
    MY: 'ဤဖုန်းနံပါတ်ဖြင့် ဤပရိုမိုးရှင်းကို ရယူပြီးဖြစ်သည်',
    CN: '该手机号码已参加过此活动',
  },
  'promotion.eligibility.device': {
    EN: 'This promotion was already taken on this device',
    MY: 'ဤစက်ပစ္စည်းတွင် ဤပရိုမိုးရှင်းကို ရယူပြီးဖြစ်သည်',
    CN: '该设备已参加过此活动',
  },
  'promotion.eligibility.paymentAccount': {
    EN: 'This promotion was already taken with this bank account',
    MY: 'ဤဘဏ်အကောင့်ဖြင့် ဤပရိုမိုးရှင်းကို ရယူပြီးဖြစ်သည်',
    CN: '该银行账户已参加过此活动',
  },
} satisfies Record<string, Record<Language, string>>;
