import { toMinorUnits } from '@portal/shared/contracts';
import type { DemoPromotion } from '../promotions';

/*
 * The demo site's promotions: the ones the home page advertises, and they work. The 100%
 * first-deposit bonus of the home banner and notices, a second-deposit bonus and a daily reload, a
 * sign-up activity and a big-win activity (an application with screenshots) an operator approves, a
 * lucky prize wheel, the register bonus and the Zalo-binding red envelope (spec §9: up to 131K).
 * Amounts in minor units; odds are weights (out of their sum).
 */
/**
 * The sign-up bonuses (register, Zalo): accounts their owners registered with a number proven by SMS,
 * once per number and per browser, so neither an agent's account opening nor a second account from
 * the same phone or browser farms them.
 */
const SIGN_UP_BONUS_ELIGIBILITY = { selfRegisteredOnly: true, verifiedPhone: true, onePerPhone: true, onePerDevice: true };

export const DEMO_PROMOTIONS: DemoPromotion[] = [
  {
    code: 'first-deposit-100',
    kind: 'FIRST_DEPOSIT',
    audience: 'ALL',
    budget: toMinorUnits(50_000_000),
    rules: { bonusPercent: 100, bonusCap: toMinorUnits(100_000), minDeposit: toMinorUnits(1_000), turnoverMultiplier: 15 },
    texts: {
      MY: {
        title: 'ပထမဆုံး ငွေသွင်းဆုကြေး 100%',
        summary: 'ပထမဆုံး ငွေသွင်းမှုအပေါ် K 100,000 အထိ ဆုကြေး ရယူပါ။',
        terms: 'ငွေမသွင်းမီ ဤပရိုမိုးရှင်းတွင် ပါဝင်ပါ။\nပထမဆုံး ငွေသွင်းမှု (အနည်းဆုံး K 1,000) ၏ 100% ကို K 100,000 အထိ ဆုလာဘ်စင်တာသို့ ထုတ်ပေးပါမည်။\nဆုကြေးကို ရယူပြီးနောက် ဆုကြေး၏ 15 ဆ မှန်ကန်သော လောင်းကြေး ပြည့်မီရပါမည်။',
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
    // The red envelope's prizes: a ticket without them could never be opened.
    prizes: [
      { amount: toMinorUnits(8_888), weight: 1, stock: 50 },
      { amount: toMinorUnits(888), weight: 20, stock: 1_000 },
      { amount: toMinorUnits(88), weight: 200, stock: null },
    ],
    texts: {
      MY: {
        title: 'အပတ်စဉ် စာရင်းသွင်း လှုပ်ရှားမှု',
        summary: 'စာရင်းသွင်းပြီး အတည်ပြုခံရပါက K 5,000 နှင့် အနီရောင် စာအိတ်တစ်ခု ရယူပါ။',
        terms: 'လှုပ်ရှားမှုတစ်ခုလျှင် တစ်ကြိမ်သာ စာရင်းသွင်းနိုင်သည်။\nအော်ပရေတာက အတည်ပြုပြီးနောက် K 5,000 ကို ဆုလာဘ်စင်တာသို့ ထုတ်ပေးပြီး အနီရောင် စာအိတ် လက်မှတ်တစ်စောင် ပေးပါမည်။\nဆုကြေး၏ 5 ဆ မှန်ကန်သော လောင်းကြေး ပြည့်မီရပါမည်။',
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
        summary: 'ပါဝင်ပြီး ဆုလှည့်ဘီးကို တစ်ကြိမ် အခမဲ့ လှည့်ပါ၊ K 50,000 အထိ ဆုရနိုင်သည်။',
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
  {
    code: 'second-deposit-50',
    kind: 'SECOND_DEPOSIT',
    audience: 'ALL',
    budget: toMinorUnits(20_000_000),
    rules: { bonusPercent: 50, bonusCap: toMinorUnits(50_000), minDeposit: toMinorUnits(1_000), turnoverMultiplier: 10 },
    texts: {
      MY: {
        title: 'ဒုတိယ ငွေသွင်းဆုကြေး 50%',
        summary: 'ဒုတိယ ငွေသွင်းမှုအပေါ် K 50,000 အထိ ဆုကြေး ရယူပါ။',
        terms: 'ဒုတိယ ငွေမသွင်းမီ ဤပရိုမိုးရှင်းတွင် ပါဝင်ပါ။\nဒုတိယ ငွေသွင်းမှု (အနည်းဆုံး K 1,000) ၏ 50% ကို K 50,000 အထိ ဆုလာဘ်စင်တာသို့ ထုတ်ပေးပါမည်။\nဆုကြေး၏ 10 ဆ မှန်ကန်သော လောင်းကြေး ပြည့်မီရပါမည်။',
      },
      EN: {
        title: 'Second deposit bonus 50%',
        summary: 'Get up to K 50,000 on your second deposit.',
        terms: 'Join this promotion before your second deposit.\n50% of your second deposit (at least K 1,000), up to K 50,000, is issued into your reward centre.\nOnce claimed, the bonus carries a turnover requirement of 10 times its amount in valid bets.',
      },
      CN: {
        title: '二存奖励50%',
        summary: '第二次存款最高可获 K 50,000 奖励。',
        terms: '请在第二次存款前参加本活动。\n第二次存款（至少 K 1,000）的50%，最高 K 50,000，将发放至奖励中心。\n领取后，需完成奖金10倍的有效投注。',
      },
    },
  },
  {
    code: 'daily-reload-10',
    kind: 'DEPOSIT',
    audience: 'ALL',
    budget: toMinorUnits(20_000_000),
    rules: { bonusPercent: 10, bonusCap: toMinorUnits(10_000), minDeposit: toMinorUnits(5_000), turnoverMultiplier: 5 },
    texts: {
      MY: {
        title: 'ငွေသွင်းတိုင်း 10% ဆုကြေး',
        summary: 'ငွေသွင်းတိုင်း K 10,000 အထိ 10% ဆုကြေး။',
        terms: 'ပါဝင်ပြီးနောက် K 5,000 နှင့်အထက် ငွေသွင်းမှုတိုင်း၏ 10% ကို K 10,000 အထိ ဆုလာဘ်စင်တာသို့ ထုတ်ပေးပါမည်။\nဆုကြေး၏ 5 ဆ မှန်ကန်သော လောင်းကြေး ပြည့်မီရပါမည်။',
      },
      EN: {
        title: '10% on every deposit',
        summary: 'A 10% bonus, up to K 10,000, on every deposit.',
        terms: 'Once you have joined, 10% of every deposit of K 5,000 or more, up to K 10,000 each, is issued into your reward centre.\nThe bonus carries a turnover requirement of 5 times its amount in valid bets.',
      },
      CN: {
        title: '每笔存款10%奖励',
        summary: '每笔存款可获10%奖励，最高 K 10,000。',
        terms: '参加后，每笔 K 5,000 及以上的存款，其10%（每笔最高 K 10,000）将发放至奖励中心。\n奖金需完成5倍有效投注。',
      },
    },
  },
  {
    code: 'big-win-share',
    kind: 'SIGNUP',
    audience: 'ALL',
    budget: toMinorUnits(3_000_000),
    rules: { bonusAmount: toMinorUnits(3_000), turnoverMultiplier: 3, application: true },
    texts: {
      MY: {
        title: 'ကြီးမားသော အနိုင်ကို မျှဝေပါ',
        summary: 'သင်၏ အနိုင်ရ ဖန်သားပြင်ပုံကို ပို့ပြီး K 3,000 ရယူပါ။',
        terms: 'မှတ်ချက် (စာလုံး 140 အထိ) နှင့် PNG သို့မဟုတ် JPG ပုံ 3 ပုံအထိ (တစ်ပုံလျှင် 5 MB) ဖြင့် လျှောက်ထားပါ။\nအော်ပရေတာက စစ်ဆေးအတည်ပြုပြီးနောက် K 3,000 ကို ဆုလာဘ်စင်တာသို့ ထုတ်ပေးပါမည်။\nဆုကြေး၏ 3 ဆ မှန်ကန်သော လောင်းကြေး ပြည့်မီရပါမည်။',
      },
      EN: {
        title: 'Share your big win',
        summary: 'Send a screenshot of your win and get K 3,000.',
        terms: 'Apply with a comment (up to 140 characters) and up to 3 PNG or JPG images (5 MB each).\nOnce an operator has checked and approved it, K 3,000 is issued into your reward centre.\nThe bonus carries a turnover requirement of 3 times its amount in valid bets.',
      },
      CN: {
        title: '晒出你的大奖',
        summary: '提交中奖截图，即得 K 3,000。',
        terms: '申请时填写备注（最多140个字符）并上传最多3张 PNG 或 JPG 图片（每张5 MB以内）。\n客服审核通过后，K 3,000 将发放至奖励中心。\n奖金需完成3倍有效投注。',
      },
    },
  },
  {
    code: 'register-bonus',
    kind: 'NEW_REGISTER',
    audience: 'ALL',
    budget: toMinorUnits(10_000_000),
    rules: { bonusAmount: toMinorUnits(1_000), turnoverMultiplier: 3, eligibility: SIGN_UP_BONUS_ELIGIBILITY },
    texts: {
      MY: {
        title: 'စာရင်းသွင်း ဆုကြေး',
        summary: 'အကောင့်အသစ် ဖွင့်သူတိုင်း K 1,000 ရယူပါ။',
        terms: 'ကိုယ်တိုင် စာရင်းသွင်းသော အကောင့်အသစ်တိုင်းအတွက် K 1,000 ကို ဆုလာဘ်စင်တာသို့ တစ်ကြိမ် ထုတ်ပေးပါမည်။\nဆုကြေး၏ 3 ဆ မှန်ကန်သော လောင်းကြေး ပြည့်မီရပါမည်။\nSMS ဖြင့် အတည်ပြုထားသော ဖုန်းနံပါတ် လိုအပ်ပြီး ဖုန်းနံပါတ်တစ်ခုနှင့် စက်ပစ္စည်းတစ်ခုလျှင် တစ်ကြိမ်သာ ဖြစ်သည်။ ကိုယ်စားလှယ်က ဖွင့်ပေးသော အကောင့်များ မပါဝင်ပါ။',
      },
      EN: {
        title: 'Register bonus',
        summary: 'K 1,000 for every new account.',
        terms: 'Every account registered by its owner gets K 1,000 in the reward centre, once.\nThe bonus carries a turnover requirement of 3 times its amount in valid bets.\nIt needs a mobile number verified by SMS and is given once per mobile number and per device; accounts opened by an agent do not take part.',
      },
      CN: {
        title: '注册奖励',
        summary: '每个新账户可获 K 1,000。',
        terms: '每个自行注册的新账户可在奖励中心领取一次 K 1,000。\n奖金需完成3倍有效投注。\n需已通过短信验证的手机号码，每个手机号码及每台设备限一次；代理开设的账户不参加。',
      },
    },
  },
  {
    code: 'zalo-binding',
    kind: 'ZALO_BINDING',
    audience: 'ALL',
    budget: toMinorUnits(5_000_000),
    rules: { tickets: { type: 'RED_ENVELOPE', count: 1 }, eligibility: SIGN_UP_BONUS_ELIGIBILITY },
    prizes: [
      { amount: toMinorUnits(131_000), weight: 1, stock: 5 },
      { amount: toMinorUnits(13_100), weight: 20, stock: 200 },
      { amount: toMinorUnits(1_310), weight: 300, stock: null },
    ],
    texts: {
      MY: {
        title: 'Zalo ချိတ်ဆက် ဆုကြေး',
        summary: 'ကိုယ်ရေးအချက်အလက်တွင် Zalo ထည့်ပြီး K 131,000 အထိ အနီရောင် စာအိတ် ဖွင့်ပါ။',
        terms: 'ကိုယ်ရေးအချက်အလက်တွင် Zalo ကို ပထမဆုံး သိမ်းဆည်းသည့်အခါ အနီရောင် စာအိတ် လက်မှတ်တစ်စောင် ရရှိမည်။\nဆုကို ဆာဗာက သတ်မှတ်ထားသော အခွင့်အလမ်းဖြင့် ရွေးချယ်ပြီး K 131,000 အထိ ဖြစ်သည်။\nကိုယ်တိုင် စာရင်းသွင်းပြီး SMS ဖြင့် အတည်ပြုထားသော ဖုန်းနံပါတ်ရှိသော အဖွဲ့ဝင်များအတွက်သာ၊ ဖုန်းနံပါတ်တစ်ခုနှင့် စက်ပစ္စည်းတစ်ခုလျှင် တစ်ကြိမ်သာ။',
      },
      EN: {
        title: 'Zalo binding bonus',
        summary: 'Add your Zalo to your profile and open a red envelope of up to K 131,000.',
        terms: 'The first time you save a Zalo contact on your profile you receive a red envelope ticket.\nIts prize is drawn on the server from the published odds, up to K 131,000.\nFor accounts registered by their owners with a mobile number verified by SMS; once per member, per mobile number and per device.',
      },
      CN: {
        title: '绑定 Zalo 奖励',
        summary: '在个人资料中添加 Zalo，打开最高 K 131,000 的红包。',
        terms: '首次在个人资料中保存 Zalo 联系方式，即获得一张红包券。\n奖品由服务器按公布的概率抽出，最高 K 131,000。\n仅限本人注册且手机号码已通过短信验证的会员，每位会员、每个手机号码及每台设备限一次。',
      },
    },
  },
];
