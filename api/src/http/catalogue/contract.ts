import type { Language } from '../messages';

/** Contracts and salaries (api/src/contract). */
export const contractMessages = {
  'contract.not.found': { EN: 'No such contract', MY: 'ဤစာချုပ် မရှိပါ', CN: '没有该合约' },
  'contract.exists': {
    EN: 'This member already has a contract of this kind',
    MY: 'ဤအဖွဲ့ဝင်တွင် ဤအမျိုးအစား စာချုပ် ရှိပြီးဖြစ်သည်',
    CN: '该会员已有此类合约',
  },
  'contract.state': {
    EN: 'This contract cannot be changed that way now',
    MY: 'ဤစာချုပ်ကို ယခု ထိုသို့ ပြောင်းလဲ၍ မရပါ',
    CN: '该合约当前无法进行此操作',
  },
  'contract.period': { EN: 'choose the dividend period', MY: 'အမြတ်ဝေစု ကာလကို ရွေးပါ', CN: '请选择分红周期' },
  'contract.product': { EN: 'a salary covers all products (CONS)', MY: 'လစာသည် ထုတ်ကုန်အားလုံး (CONS) အတွက် ဖြစ်သည်', CN: '工资适用于全部产品 (CONS)' },
  'contract.rate.percent': { EN: 'a dividend is a percentage', MY: 'အမြတ်ဝေစုသည် ရာခိုင်နှုန်း ဖြစ်ရမည်', CN: '分红必须为百分比' },
  'contract.rate.max': { EN: 'must be at most 100%', MY: '100% ထက် မပိုရပါ', CN: '不能超过100%' },
  'contract.rate.above.own': {
    EN: 'is above what you may give ({max})',
    MY: 'သင်ပေးနိုင်သည်ထက် ပိုနေသည် ({max})',
    CN: '超过您可给予的比例 ({max})',
  },
  'contract.tiers.order': {
    EN: 'each tier must ask more than the one before',
    MY: 'အဆင့်တိုင်းသည် ယခင်အဆင့်ထက် ပိုမြင့်ရမည်',
    CN: '每一档的门槛必须高于上一档',
  },
  'contract.salary.threshold': {
    EN: 'a salary the platform pays needs a minimum valid bet of at least {min} and at least {members} active member in every tier',
    MY: 'ပလက်ဖောင်းမှ ပေးသော လစာတွင် အဆင့်တိုင်း၌ အနည်းဆုံး တရားဝင်လောင်းကြေး {min} နှင့် တက်ကြွအဖွဲ့ဝင် အနည်းဆုံး {members} ဦး လိုအပ်သည်',
    CN: '平台支付的工资每一档都须设置至少 {min} 的有效投注和至少 {members} 名活跃会员',
  },
  'member.frozen': {
    EN: 'Your account is frozen until the salary or dividend you owe your downline is paid',
    MY: 'သင့်အောက်လိုင်းကို ပေးရန်ရှိသော လစာ သို့မဟုတ် အမြတ်ဝေစု မပေးချေမချင်း သင့်အကောင့်ကို ခေတ္တပိတ်ထားသည်',
    CN: '您欠下级的工资或分红付清之前，您的账户已被冻结',
  },
} satisfies Record<string, Record<Language, string>>;
