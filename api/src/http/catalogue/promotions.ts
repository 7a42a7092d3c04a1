import type { Language } from '../messages';

/** Promotions, the reward centre and tickets (api/src/promotions). */
export const promotionsMessages = {
  'promotion.not.found': { EN: 'No such promotion', MY: 'ဤပရိုမိုးရှင်း မရှိပါ', CN: '没有该优惠活动' },
  'promotion.closed': {
    EN: 'This promotion is not open for joining now',
    MY: 'ဤပရိုမိုးရှင်းသည် ယခု ပါဝင်ရန် မဖွင့်ထားပါ',
    CN: '该活动目前不可参加',
  },
  'promotion.audience': {
    EN: 'This promotion is for members who registered after it started',
    MY: 'ဤပရိုမိုးရှင်းသည် စတင်ပြီးနောက် စာရင်းသွင်းသော အဖွဲ့ဝင်များအတွက်သာ ဖြစ်သည်',
    CN: '该活动仅限活动开始后注册的会员参加',
  },
  'promotion.joined': {
    EN: 'You have already joined this promotion',
    MY: 'သင်သည် ဤပရိုမိုးရှင်းတွင် ပါဝင်ပြီးဖြစ်သည်',
    CN: '您已参加过该活动',
  },
  'promotion.first.deposit.done': {
    EN: 'This bonus is for the first deposit, and you have already deposited',
    MY: 'ဤဆုကြေးသည် ပထမဆုံး ငွေသွင်းမှုအတွက်သာ ဖြစ်ပြီး သင် ငွေသွင်းပြီးဖြစ်သည်',
    CN: '该奖励仅限首次存款，您已存过款',
  },
  'promotion.deposit.done': {
    EN: 'This bonus is for your deposit number {n}, and you have already made it',
    MY: 'ဤဆုကြေးသည် သင်၏ {n} ကြိမ်မြောက် ငွေသွင်းမှုအတွက် ဖြစ်ပြီး သင် ပြုလုပ်ပြီးဖြစ်သည်',
    CN: '该奖励适用于第 {n} 次存款，您已完成该次存款',
  },
  'promotion.automatic': {
    EN: 'This promotion needs no joining: it rewards you when you take part',
    MY: 'ဤပရိုမိုးရှင်းတွင် ပါဝင်ရန် မလိုပါ၊ သင်ပါဝင်လုပ်ဆောင်သည့်အခါ ဆုချီးမြှင့်ပါမည်',
    CN: '该活动无需报名：完成活动条件即可获得奖励',
  },
  'promotion.comment': {
    EN: 'The comment can be at most 140 characters',
    MY: 'မှတ်ချက်သည် စာလုံး 140 ထက် မပိုရပါ',
    CN: '备注最多 140 个字符',
  },
  'promotion.comment.required': {
    EN: 'Please write a comment for your application',
    MY: 'သင်၏ လျှောက်လွှာအတွက် မှတ်ချက် ရေးပါ',
    CN: '请填写申请备注',
  },
  'promotion.images': {
    EN: 'Images must be PNG or JPG pictures of at most 5 MB each, and at most 3',
    MY: 'ပုံများသည် PNG သို့မဟုတ် JPG ဖြစ်ရမည်၊ တစ်ပုံလျှင် 5 MB ထက်မပို၊ အများဆုံး 3 ပုံ',
    CN: '图片须为 PNG 或 JPG，每张不超过 5 MB，最多 3 张',
  },
  'promotion.application.none': {
    EN: 'No application of this member is waiting for a decision',
    MY: 'ဤအဖွဲ့ဝင်၏ ဆုံးဖြတ်ချက်စောင့်နေသော လျှောက်လွှာ မရှိပါ',
    CN: '该会员没有待审核的申请',
  },
  'promotion.rules.invalid': {
    EN: 'The rules do not fit this kind of promotion',
    MY: 'စည်းမျဉ်းများသည် ဤပရိုမိုးရှင်း အမျိုးအစားနှင့် မကိုက်ညီပါ',
    CN: '规则与该活动类型不符',
  },
  'promotion.window.invalid': {
    EN: 'The promotion must end after it starts',
    MY: 'ပရိုမိုးရှင်းသည် စတင်ပြီးနောက်မှ ပြီးဆုံးရမည်',
    CN: '活动结束时间必须晚于开始时间',
  },
  'promotion.prizes.drawn': {
    EN: 'Prizes of this promotion were already drawn and cannot be replaced',
    MY: 'ဤပရိုမိုးရှင်း၏ ဆုများကို ထုတ်ပြီးဖြစ်၍ အစားထိုး၍ မရပါ',
    CN: '该活动奖品已被抽出，无法替换',
  },
  'promotion.budget.used': {
    EN: 'The budget cannot be less than what was already paid',
    MY: 'ဘတ်ဂျက်သည် ပေးချေပြီးသော ပမာဏထက် မနည်းရပါ',
    CN: '预算不能少于已发放金额',
  },
  'promotion.member.not.found': { EN: 'No such member', MY: 'ဤအဖွဲ့ဝင် မရှိပါ', CN: '没有该会员' },
  'promotion.reward.not.found': {
    EN: 'No such reward in your reward centre',
    MY: 'သင်၏ ဆုလာဘ်စင်တာတွင် ဤဆုလာဘ် မရှိပါ',
    CN: '您的奖励中心没有该奖励',
  },
  'promotion.budget.exhausted': {
    EN: 'The budget of this promotion has run out, please contact customer service',
    MY: 'ဤပရိုမိုးရှင်း၏ ဘတ်ဂျက် ကုန်သွားပါပြီ၊ ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ',
    CN: '该活动预算已用完，请联系客服',
  },
  'promotion.terms.validBet': {
    EN: 'Valid bet: your bets on one round or one draw count by their result, the win or the loss, never more than the stake. Bets that cover each other (both big and small, every outcome) count only what they really win or lose; a draw or a push counts nothing.',
    MY: 'မှန်ကန်သော လောင်းကြေး- ပွဲတစ်ပွဲ သို့မဟုတ် ထီဖွင့်ခြင်းတစ်ကြိမ်ရှိ သင့်လောင်းကြေးများကို ရလဒ် (အနိုင် သို့မဟုတ် အရှုံး) ဖြင့်သာ တွက်ပြီး လောင်းကြေးထက် မပိုပါ။ တစ်ခုနှင့်တစ်ခု ကာမိသော လောင်းကြေးများ (ကြီး နှင့် သေး နှစ်ဖက်စလုံး၊ ရလဒ်အားလုံး) သည် အမှန်တကယ် နိုင်ရှုံးသည့် ပမာဏကိုသာ တွက်ပါသည်၊ သရေ သို့မဟုတ် ပြန်အမ်းငွေကို မတွက်ပါ။',
    CN: '有效投注：同一局或同一期的投注按输赢结果计算，不超过投注额。相互对冲的投注（同时押大和小、覆盖全部结果）只计算实际输赢的金额；和局或退还不计。',
  },
  'promotion.terms.locked': {
    EN: 'Claiming the bonus locks it in your wallet, with the deposit it was given on, until the turnover is met: that part cannot be withdrawn or transferred, the rest of your balance can. The lock stays until the turnover is met, also when play takes your balance below it.',
    MY: 'ဆုကြေးကို ရယူသည်နှင့် လောင်းကြေးလိုအပ်ချက် ပြည့်မီသည်အထိ ဆုကြေးနှင့် ၎င်းကိုပေးခဲ့သော ငွေသွင်းမှုကို သင့်ပိုက်ဆံအိတ်တွင် ပိတ်ထားပါမည်- ထိုအပိုင်းကို ထုတ်ယူ သို့မဟုတ် လွှဲပြောင်း၍ မရပါ၊ ကျန်လက်ကျန်ငွေကို ရနိုင်ပါသည်။ ကစား၍ လက်ကျန်ငွေ လျော့သွားသော်လည်း လောင်းကြေးလိုအပ်ချက် ပြည့်မီသည်အထိ ပိတ်ထားမည်ဖြစ်သည်။',
    CN: '领取奖金后，奖金及其对应的存款将在完成流水前锁定于钱包中：该部分不可提款或转账，其余余额可以。即使游戏使余额低于锁定金额，锁定仍持续至流水完成。',
  },
  'promotion.turnover.open': {
    EN: '{locked} of your balance is locked until its turnover is met (play {remaining} more in valid bets); {available} can leave now',
    MY: 'လောင်းကြေးလိုအပ်ချက် မပြည့်မချင်း သင့်လက်ကျန်ငွေမှ {locked} ကို ပိတ်ထားပါသည် (မှန်ကန်သော လောင်းကြေး {remaining} ထပ်မံ ကစားပါ)၊ ယခု {available} ထုတ်ယူနိုင်ပါသည်',
    CN: '余额中的 {locked} 已锁定，完成流水后方可转出（还需有效投注 {remaining}）；当前可转出 {available}',
  },
  'promotion.ticket.not.found': { EN: 'No such ticket', MY: 'ဤလက်မှတ် မရှိပါ', CN: '没有该奖券' },
  'promotion.ticket.none': {
    EN: 'You have no ticket of this promotion to open',
    MY: 'ဤပရိုမိုးရှင်း၏ ဖွင့်ရန် လက်မှတ် သင့်တွင် မရှိပါ',
    CN: '您没有该活动可使用的奖券',
  },
  'promotion.ticket.soldout': {
    EN: 'All prizes of this draw are gone; your ticket is kept',
    MY: 'ဤကံစမ်းမဲ၏ ဆုများ ကုန်သွားပါပြီ၊ သင်၏ လက်မှတ်ကို ဆက်လက်ထားရှိပါမည်',
    CN: '本次抽奖奖品已发完，您的奖券将保留',
  },
} satisfies Record<string, Record<Language, string>>;
