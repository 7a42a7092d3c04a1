import type { Language } from '../messages';

/** Deposits and withdrawals (api/src/funds). */
export const fundsMessages = {
  // Deposits and withdrawals (api/src/funds).
  'funds.amount': { EN: 'must be from {min} to {max}', MY: '{min} မှ {max} အတွင်း ဖြစ်ရမည်', CN: '必须在{min}到{max}之间' },
  'funds.amount.daily': {
    EN: "exceeds today's remaining withdrawal limit of {available}",
    MY: 'ယနေ့ ကျန်ရှိသော ငွေထုတ်ကန့်သတ်ချက် {available} ကို ကျော်လွန်နေပါသည်',
    CN: '超过今日剩余提款额度{available}',
  },
  'funds.promotion': {
    EN: 'is not a bonus this deposit can take',
    MY: 'ဤငွေသွင်းမှုဖြင့် ရယူနိုင်သော ဆုကြေး မဟုတ်ပါ',
    CN: '不是本次存款可参加的奖励',
  },
  'funds.promotion.min': {
    EN: 'this bonus needs a deposit of at least {min}',
    MY: 'ဤဆုကြေးအတွက် အနည်းဆုံး {min} ငွေသွင်းရန် လိုအပ်သည်',
    CN: '该奖励要求存款至少 {min}',
  },
  'funds.channel': { EN: 'is not an available deposit channel', MY: 'အသုံးပြုနိုင်သော ငွေသွင်းနည်းလမ်း မဟုတ်ပါ', CN: '不是可用的存款渠道' },
  'funds.bankCode': { EN: 'is not a supported bank', MY: 'ပံ့ပိုးထားသော ဘဏ် မဟုတ်ပါ', CN: '不是支持的银行' },
  'funds.accountName': {
    EN: 'must be 2 to 64 characters',
    MY: 'စာလုံး 2 လုံးမှ 64 လုံးအထိ ဖြစ်ရမည်',
    CN: '必须为2到64个字符',
  },
  'funds.accountNumber': {
    EN: 'must be 6 to 20 digits',
    MY: 'ဂဏန်း 6 လုံးမှ 20 လုံးအထိ ဖြစ်ရမည်',
    CN: '必须为6到20位数字',
  },
  'funds.bankCardId': { EN: 'is not one of your bank cards', MY: 'သင်၏ ဘဏ်ကတ်များထဲမှ တစ်ခု မဟုတ်ပါ', CN: '不是您的银行卡' },
  'funds.partialAmounts': {
    EN: 'received and remaining amounts must both be above zero and add up to {amount}',
    MY: 'ရရှိငွေနှင့် ကျန်ငွေ နှစ်ခုလုံး သုညထက် ကြီးရမည်ဖြစ်ပြီး ပေါင်းလဒ် {amount} ဖြစ်ရမည်',
    CN: '已收金额和剩余金额都必须大于零，且合计为{amount}',
  },
  'funds.proofImage': {
    EN: 'must be a PNG or JPEG image of at most 5 MB',
    MY: '5 MB ထက် မပိုသော PNG သို့မဟုတ် JPEG ပုံ ဖြစ်ရမည်',
    CN: '必须为不超过5MB的PNG或JPEG图片',
  },
  'funds.dateRange': {
    EN: 'must be a date (yyyy-MM-dd), at most {days} days from the other',
    MY: 'ရက်စွဲ (yyyy-MM-dd) ဖြစ်ရမည်ဖြစ်ပြီး အခြားရက်စွဲနှင့် {days} ရက်ထက် မကွာရပါ',
    CN: '必须为日期（yyyy-MM-dd），且与另一日期相差不超过{days}天',
  },
  'funds.order.not.found': { EN: 'Order not found', MY: 'အော်ဒါကို ရှာမတွေ့ပါ', CN: '订单不存在' },
  'funds.callback.signature': { EN: 'Invalid callback signature', MY: 'Callback လက်မှတ် မမှန်ကန်ပါ', CN: '回调签名无效' },
  'funds.callback.amount': {
    EN: 'The callback amount does not match the order',
    MY: 'Callback ငွေပမာဏသည် အော်ဒါနှင့် မကိုက်ညီပါ',
    CN: '回调金额与订单不符',
  },
  'funds.bankCard.limit': {
    EN: 'You can add at most {max} bank cards',
    MY: 'ဘဏ်ကတ် အများဆုံး {max} ခုသာ ထည့်နိုင်ပါသည်',
    CN: '最多只能添加{max}张银行卡',
  },
  'funds.bankCard.exists': { EN: 'This bank account is already added', MY: 'ဤဘဏ်အကောင့်ကို ထည့်ပြီး ဖြစ်ပါသည်', CN: '该银行账户已添加' },
  'funds.withdraw.count': {
    EN: "You have reached today's limit of {max} withdrawals",
    MY: 'ယနေ့အတွက် ငွေထုတ်ခွင့် {max} ကြိမ် ပြည့်သွားပါပြီ',
    CN: '您已达到今日{max}次提款上限',
  },
  'funds.withdraw.state': {
    EN: 'This withdrawal cannot be changed in its current state',
    MY: 'ဤငွေထုတ်မှုကို လက်ရှိအခြေအနေတွင် ပြောင်းလဲ၍ မရပါ',
    CN: '该提款在当前状态下无法变更',
  },
  'funds.withdraw.confirm': {
    EN: 'This withdrawal is not awaiting your confirmation',
    MY: 'ဤငွေထုတ်မှုသည် သင်၏ အတည်ပြုချက်ကို စောင့်ဆိုင်းနေခြင်း မဟုတ်ပါ',
    CN: '该提款不在等待您确认的状态',
  },
  'vip.level.0': { EN: 'Member', MY: 'အဖွဲ့ဝင်', CN: '会员' },
  'vip.level.1': { EN: 'Bronze', MY: 'ကြေးနီ', CN: '青铜' },
  'vip.level.2': { EN: 'Silver', MY: 'ငွေ', CN: '白银' },
  'vip.level.3': { EN: 'Gold', MY: 'ရွှေ', CN: '黄金' },
  'vip.level.4': { EN: 'Platinum', MY: 'ပလက်တီနမ်', CN: '铂金' },
  'vip.level.5': { EN: 'Diamond', MY: 'စိန်', CN: '钻石' },
} satisfies Record<string, Record<Language, string>>;
