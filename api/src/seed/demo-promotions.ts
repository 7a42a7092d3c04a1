import { toMinorUnits } from '@portal/shared/contracts';
import type { DemoPromotion } from '../promotions';

/*
 * The demo site's promotions (issue 17): the ones the home page advertises, and they work. The 100%
 * first-deposit bonus of the home banner and notices, a sign-up activity an operator approves, and
 * a lucky prize wheel. Amounts in minor units; odds are weights (out of their sum).
 */
export const DEMO_PROMOTIONS: DemoPromotion[] = [
  {
    code: 'first-deposit-100',
    kind: 'FIRST_DEPOSIT',
    audience: 'ALL',
    budget: toMinorUnits(50_000_000),
    rules: { bonusPercent: 100, bonusCap: toMinorUnits(100_000), minDeposit: toMinorUnits(1_000), turnoverMultiplier: 15 },
    texts: {
      MY: {
        title: 'ပထမဆုံး ငွေသွင်းဆုကြေး ၁၀၀%',
        summary: 'ပထမဆုံး ငွေသွင်းမှုအပေါ် K ၁၀၀,၀၀၀ အထိ ဆုကြေး ရယူပါ။',
        terms: 'ငွေမသွင်းမီ ဤပရိုမိုးရှင်းတွင် ပါဝင်ပါ။\nပထမဆုံး ငွေသွင်းမှု (အနည်းဆုံး K ၁,၀၀၀) ၏ ၁၀၀% ကို K ၁၀၀,၀၀၀ အထိ ဆုလာဘ်စင်တာသို့ ထုတ်ပေးပါမည်။\nဆုကြေးကို ရယူပြီးနောက် ဆုကြေး၏ ၁၅ ဆ မှန်ကန်သော လောင်းကြေး ပြည့်မီရပါမည်။',
      },
      EN: {
        title: 'First deposit bonus 100%',
        summary: 'Get up to K 100,000 on your first deposit.',
        terms: 'Join this promotion before you deposit.\n100% of your first deposit (at least K 1,000), up to K 100,000, is issued into your reward centre.\nOnce claimed, the bonus carries a turnover requirement of 15 times its amount in valid bets.',
      },
      CN: {
        title: '首存奖励100%',
        summary: '首次存款最高可获 K 100,000 奖励。',
        terms: '请在存款前参加本活动。\n首次存款（至少 K 1,000）的100%，最高 K 100,000，将发放至奖励中心。\n领取后，需完成奖金15倍的有效投注。',
      },
    },
  },
  {
    code: 'weekly-signup',
    kind: 'SIGNUP',
    audience: 'ALL',
    budget: toMinorUnits(5_000_000),
    rules: { bonusAmount: toMinorUnits(5_000), turnoverMultiplier: 5, tickets: { type: 'RED_ENVELOPE', count: 1 } },
    texts: {
      MY: {
        title: 'အပတ်စဉ် စာရင်းသွင်း လှုပ်ရှားမှု',
        summary: 'စာရင်းသွင်းပြီး အတည်ပြုခံရပါက K ၅,၀၀၀ နှင့် အနီရောင် စာအိတ်တစ်ခု ရယူပါ။',
        terms: 'လှုပ်ရှားမှုတစ်ခုလျှင် တစ်ကြိမ်သာ စာရင်းသွင်းနိုင်သည်။\nအော်ပရေတာက အတည်ပြုပြီးနောက် K ၅,၀၀၀ ကို ဆုလာဘ်စင်တာသို့ ထုတ်ပေးပြီး အနီရောင် စာအိတ် လက်မှတ်တစ်စောင် ပေးပါမည်။\nဆုကြေး၏ ၅ ဆ မှန်ကန်သော လောင်းကြေး ပြည့်မီရပါမည်။',
      },
      EN: {
        title: 'Weekly sign-up activity',
        summary: 'Sign up, and once approved get K 5,000 and a red envelope.',
        terms: 'One sign-up per member.\nOnce an operator approves it, K 5,000 is issued into your reward centre and you receive a red envelope ticket.\nThe bonus carries a turnover requirement of 5 times its amount in valid bets.',
      },
      CN: {
        title: '每周报名活动',
        summary: '报名并通过审核，即得 K 5,000 和一个红包。',
        terms: '每位会员限报名一次。\n审核通过后，K 5,000 将发放至奖励中心，并获得一张红包券。\n奖金需完成5倍有效投注。',
      },
    },
  },
  {
    code: 'lucky-wheel',
    kind: 'RAFFLE',
    audience: 'ALL',
    budget: toMinorUnits(2_000_000),
    rules: { tickets: { type: 'PRIZE_WHEEL', count: 1 } },
    prizes: [
      { amount: toMinorUnits(50_000), weight: 1, stock: 10 },
      { amount: toMinorUnits(5_000), weight: 10, stock: 100 },
      { amount: toMinorUnits(500), weight: 100, stock: 2_000 },
      { amount: 0, weight: 389, stock: null },
    ],
    texts: {
      MY: {
        title: 'ကံကောင်း ဆုလှည့်ဘီး',
        summary: 'ပါဝင်ပြီး ဆုလှည့်ဘီးကို တစ်ကြိမ် အခမဲ့ လှည့်ပါ၊ K ၅၀,၀၀၀ အထိ ဆုရနိုင်သည်။',
        terms: 'ပါဝင်သူတိုင်း ဆုလှည့်ဘီး လက်မှတ်တစ်စောင် ရရှိမည်။\nဆုကို ဆာဗာက သတ်မှတ်ထားသော အခွင့်အလမ်းဖြင့် ရွေးချယ်ပြီး ပိုက်ဆံအိတ်သို့ တိုက်ရိုက် ထည့်ပေးပါမည်။\nဆုများ ကုန်ဆုံးသည်အထိသာ။',
      },
      EN: {
        title: 'Lucky prize wheel',
        summary: 'Join and spin the wheel once for free: win up to K 50,000.',
        terms: 'Every member who joins receives one prize-wheel ticket.\nThe prize is drawn on the server from the published odds and paid straight into your wallet.\nWhile prizes last.',
      },
      CN: {
        title: '幸运大转盘',
        summary: '参加即可免费转动一次，最高赢取 K 50,000。',
        terms: '每位参加的会员获得一张转盘券。\n奖品由服务器按公布的概率抽出，直接存入钱包。\n奖品送完即止。',
      },
    },
  },
];
