import type { PopupAudience } from '@portal/shared/contracts';
import { type Language } from '../http/messages';

/*
 * The demo site's content: player notices (enough for the notice list's pagination, 9 a page), popups
 * for each audience, a marquee, a promotion, banners for the home carousel and the register window,
 * and the help centre with its terms. Every text is in the three languages the portal ships; the
 * Burmese and Chinese are written for the reader, not machine placeholders.
 *
 * One notice carries hostile HTML (a script, an onerror handler, a javascript: link) on purpose: the
 * API stores content as the back office gives it, and the client's sanitizer must neutralize it.
 */

export interface Text {
  title: string;
  content: string;
}
export type Texts = Record<Language, Text>;

const texts = (MY: [string, string], EN: [string, string], CN: [string, string]): Texts => ({
  MY: { title: MY[0], content: MY[1] },
  EN: { title: EN[0], content: EN[1] },
  CN: { title: CN[0], content: CN[1] },
});

/** Ten kinds of notice; each appears in three editions, so the list has 30 notices. */
const NOTICE_TOPICS: ((n: number) => Texts)[] = [
  (n) =>
    texts(
      [`စနစ်ပြုပြင်ထိန်းသိမ်းမှု အသိပေးချက် #${n}`, `<p>ပလက်ဖောင်းကို ညသန်းခေါင်ကျော် နံနက် 02:00 မှ 04:00 (GMT+6:30) အထိ ပြုပြင်ထိန်းသိမ်းပါမည်။ ဤအချိန်အတွင်း ဂိမ်းများနှင့် ပိုက်ဆံအိတ် လွှဲပြောင်းမှုများကို အသုံးပြု၍ မရပါ။</p>`],
      [`Scheduled maintenance notice #${n}`, `<p>The platform will be under maintenance from <strong>02:00 to 04:00</strong> (GMT+6:30). Games and wallet transfers are unavailable during this time.</p>`],
      [`系统维护通知 #${n}`, `<p>平台将于<strong>02:00至04:00</strong>（GMT+6:30）进行系统维护，维护期间游戏及钱包转账暂停服务。</p>`],
    ),
  (n) =>
    texts(
      [`စလော့ဂိမ်းအသစ်များ (အသုတ် ${n})`, `<p>RNG ဂိမ်းခန်းတွင် စလော့ဂိမ်းအသစ် ${4 + n} ခု ထွက်ရှိလာပါပြီ။ အစမ်းကစားမုဒ်ဖြင့် ဦးစွာ စမ်းကြည့်ပါ။</p>`],
      [`New slot games, batch ${n}`, `<p>${4 + n} new slot titles are now live in the RNG lobby. Try them in demo mode first!</p>`],
      [`新老虎机游戏上线（第${n}批）`, `<p>${4 + n}款新老虎机游戏已在RNG大厅上线，欢迎先以试玩模式体验！</p>`],
    ),
  (n) =>
    texts(
      [`အပတ် ${10 + n} အတွက် ပြန်အမ်းငွေ ပေးချေပြီးပါပြီ`, `<p>အပတ် ${10 + n} အတွက် ပြန်အမ်းငွေကို သင်၏ ပင်မပိုက်ဆံအိတ်ထဲသို့ ထည့်သွင်းပြီးပါပြီ။ အသေးစိတ်ကို အကောင့်မှတ်တမ်းတွင် ကြည့်ပါ။</p>`],
      [`Weekly rebate for week ${10 + n} has been paid`, `<p>Rebates for week ${10 + n} have been credited to your main wallet. See the account record for details.</p>`],
      [`第${10 + n}周返水已发放`, `<p>第${10 + n}周的返水已发放至您的主钱包，详情请查看账户记录。</p>`],
    ),
  (n) => {
    const channel = ['KBZPay', 'WavePay', 'AYA Pay'][(n - 1) % 3] ?? 'KBZPay';
    return texts(
      [`ငွေသွင်းနည်းလမ်းအသစ်: ${channel}`, `<p>ယခုအခါ ${channel} ဖြင့် ငွေသွင်းနိုင်ပါပြီ။ ငွေသွင်းမှုများကို ပုံမှန်အားဖြင့် 5 မိနစ်အတွင်း ထည့်သွင်းပေးပါသည်။</p>`],
      [`New deposit channel: ${channel}`, `<p>You can now deposit with ${channel}. Deposits are usually credited within 5 minutes.</p>`],
      [`新增存款渠道：${channel}`, `<p>现在可以使用${channel}存款，存款通常在5分钟内到账。</p>`],
    );
  },
  (n) =>
    texts(
      [`ငွေထုတ်ယူမှု လုပ်ဆောင်ချိန်များ (အပ်ဒိတ် ${n})`, `<p>ငွေထုတ်ယူမှုများကို 24 နာရီ လုပ်ဆောင်ပေးပါသည်။ တောင်းဆိုမှု အများစုကို 15 မိနစ်အတွင်း ပြီးစီးပါသည်။ ဘဏ်ပိတ်ရက်များတွင် ပိုကြာနိုင်ပါသည်။</p>`],
      [`Withdrawal processing times (update ${n})`, `<p>Withdrawals are processed around the clock. Most requests are completed within 15 minutes; bank holidays may take longer.</p>`],
      [`提款处理时间说明（第${n}次更新）`, `<p>提款全天候处理，大部分申请在15分钟内完成，银行假日可能需要更长时间。</p>`],
    ),
  (n) =>
    texts(
      [`လုံခြုံရေး သတိပေးချက် #${n}: သင့်ကုဒ်ကို မည်သူ့ကိုမျှ မပေးပါနှင့်`, `<p>ကျွန်ုပ်တို့၏ ဝန်ထမ်းများသည် သင်၏ စကားဝှက် သို့မဟုတ် အတည်ပြုကုဒ်ကို <strong>ဘယ်တော့မှ</strong> မတောင်းပါ။ မည်သူ့ကိုမျှ မမျှဝေပါနှင့်။</p>`],
      [`Security reminder #${n}: never share your code`, `<p>Our staff will <strong>never</strong> ask for your password or verification code. Do not share them with anyone.</p>`],
      [`安全提醒 #${n}：切勿泄露验证码`, `<p>我们的工作人员<strong>绝不会</strong>向您索要密码或验证码，请勿告诉任何人。</p>`],
    ),
  (n) =>
    texts(
      [`အကြိမ် ${200 + n} ထီဖွင့်ချိန်ဇယား`, `<p>အကြိမ် ${200 + n} ထီကို ညနေ 4:30 တွင် ဖွင့်ပါသည်။ ထီမဖွင့်မီ 5 မိနစ်အလိုတွင် လောင်းကြေးပိတ်ပါသည်။</p>`],
      [`Lottery draw schedule for round ${200 + n}`, `<p>Round ${200 + n} draws at 16:30. Bets close five minutes before the draw.</p>`],
      [`第${200 + n}期彩票开奖时间`, `<p>第${200 + n}期于16:30开奖，开奖前5分钟停止投注。</p>`],
    ),
  (n) =>
    texts(
      [`VIP အစီအစဉ် အပ်ဒိတ် ${n}`, `<p>VIP အဆင့်များကို လစဉ် ပြန်လည်သုံးသပ်ပါသည်။ အဆင့်မြင့်လေ ငွေထုတ်မှု ပိုမြန်ပြီး မွေးနေ့ဆုကြေးများ ရရှိလေ ဖြစ်ပါသည်။</p>`],
      [`VIP programme update ${n}`, `<p>VIP levels are reviewed every month. Higher levels unlock faster withdrawals and birthday bonuses.</p>`],
      [`VIP计划更新 ${n}`, `<p>VIP等级每月评定一次，等级越高，提款越快，并可获得生日礼金。</p>`],
    ),
  (n) =>
    texts(
      [`အားလပ်ရက်အတွင်း ဖောက်သည်ဝန်ဆောင်မှု (${n})`, `<p>အားလပ်ရက်များအတွင်း တိုက်ရိုက်ချတ်ကို 24 နာရီ ဖွင့်ထားပါသည်။ Telegram မှ ပြန်ကြားချက်များ အနည်းငယ် နှေးနိုင်ပါသည်။</p>`],
      [`Customer service during the holidays (${n})`, `<p>Live chat stays open 24/7 during the holidays. Telegram replies may be slower.</p>`],
      [`节假日客服安排（${n}）`, `<p>节假日期间在线客服24小时服务，Telegram回复可能稍慢。</p>`],
    ),
  (n) =>
    texts(
      [`တာဝန်သိစွာ ကစားပါ (${n})`, `<p>ကစားရန် အသက် 18 နှစ် ပြည့်ပြီး ဖြစ်ရပါမည်။ ကိုယ့်ကိုယ်ကို ကန့်သတ်ချက်များ သတ်မှတ်ပြီး အနားယူပါ။ အကောင့်ကို ခေတ္တရပ်ရန် ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။</p>`],
      [`Play responsibly (${n})`, `<p>You must be 18 or older to play. Set yourself limits and take breaks; contact customer service to pause your account.</p>`],
      [`理性娱乐（${n}）`, `<p>您必须年满18周岁方可参与游戏。请为自己设定限额并适当休息，如需暂停账户请联系客服。</p>`],
    ),
];

export const NOTICE_COUNT = 30;

/** The 30 player notices, newest first (index 0 is the most recent). */
export function playerNotices(): Texts[] {
  return Array.from({ length: NOTICE_COUNT }, (_, i) => NOTICE_TOPICS[i % NOTICE_TOPICS.length]!(Math.floor(i / NOTICE_TOPICS.length) + 1));
}

const HOSTILE_HTML =
  '<img src="x" onerror="alert(\'xss\')"><script>alert(\'xss\')</script><a href="javascript:alert(1)">details</a>';

/** The notice the client's sanitizer must defuse: its HTML carries a script, an onerror handler and a javascript: link. */
export const HOSTILE_NOTICE: Texts = texts(
  ['HTML စစ်ဆေးရန် အသိပေးချက်', `<p>ဤအသိပေးချက်တွင် ဘယ်တော့မှ မလုပ်ဆောင်ရမည့် markup ပါဝင်ပါသည်။</p>${HOSTILE_HTML}`],
  ['Notice with unsafe HTML (sanitizer check)', `<p>This notice carries markup that must never run.</p>${HOSTILE_HTML}`],
  ['含不安全HTML的公告（过滤检查）', `<p>此公告包含绝不能执行的标记。</p>${HOSTILE_HTML}`],
);

/** A notice whose window has closed: stored, never listed. */
export const EXPIRED_NOTICE: Texts = texts(
  ['ပြီးဆုံးသွားသော ပွဲတော်', '<p>ယခင်လ ပွဲတော် ပြီးဆုံးသွားပါပြီ။</p>'],
  ['Last month’s festival has ended', '<p>The festival of last month is over.</p>'],
  ['上月活动已结束', '<p>上月的活动已经结束。</p>'],
);

/**
 * Home popups by audience, which the server decides for each caller: the reload bonus for returning
 * members who may take it (a new member has nothing to reload), the sign-up call for guests, the
 * first-deposit welcome for new members. The execution flag of spec §7 follows from the audience.
 */
export const POPUPS: { audience: PopupAudience; promotionCode?: string; texts: Texts }[] = [
  {
    audience: 'RETURNING_MEMBER',
    promotionCode: 'daily-reload-10',
    texts: texts(
      ['ပြန်လည်ကြိုဆိုပါသည်!', '<p>ပြန်တွေ့ရတာ ဝမ်းသာပါတယ်။ ဤအပတ် ငွေဖြည့်ဆုကြေး: K 5,000 နှင့်အထက် ငွေသွင်းတိုင်း 10% (K 10,000 အထိ)။ ပရိုမိုးရှင်းများတွင် ပါဝင်ပါ။</p>'],
      ['Welcome back!', '<p>Good to see you again. This week’s reload bonus: 10% on every deposit of K 5,000 or more, up to K 10,000. Join it in Promotions.</p>'],
      ['欢迎回来！', '<p>很高兴再次见到您。本周充值奖励：每笔 K 5,000 及以上的存款可获10%（最高 K 10,000），请在优惠活动中参加。</p>'],
    ),
  },
  {
    audience: 'GUEST',
    texts: texts(
      ['ယနေ့ပင် စာရင်းသွင်းပါ', '<p>တစ်မိနစ်အတွင်း စာရင်းသွင်းပြီး ဂိမ်းပေါင်း တစ်ထောင်ကျော်ကို ကစားလိုက်ပါ။ အသက် 18 နှစ် ပြည့်ပြီး ဖြစ်ရပါမည်။</p>'],
      ['Join today', '<p>Register in one minute and play more than a thousand games. You must be 18 or older.</p>'],
      ['立即加入', '<p>一分钟完成注册，畅玩上千款游戏。您必须年满18周岁。</p>'],
    ),
  },
  {
    audience: 'NEW_MEMBER',
    texts: texts(
      ['ပေါ်တယ်မှ ကြိုဆိုပါသည်', '<p>ပါဝင်လာသည့်အတွက် ကျေးဇူးတင်ပါသည်။ သင်၏ ပထမဆုံး ငွေသွင်းဆုကြေး အသင့်ရှိနေပါပြီ၊ စည်းကမ်းချက်များကို ပရိုမိုးရှင်းများတွင် ကြည့်ပါ။</p>'],
      ['Welcome to the portal', '<p>Thank you for joining! Your first-deposit bonus is ready: see Promotions for the terms.</p>'],
      ['欢迎来到本站', '<p>感谢您的加入！首存奖励已为您准备好，条款详见优惠活动页面。</p>'],
    ),
  },
];

export const MARQUEE: Texts = texts(
  ['ကြိုဆိုပါသည်', 'ဒီမို ပေါ်တယ်မှ ကြိုဆိုပါသည်။ ငွေသွင်း၊ ငွေထုတ် 24 နာရီ ဖွင့်ထားပါသည်။ အသက် 18 နှစ်အထက်သာ တာဝန်သိစွာ ကစားပါ။'],
  ['Welcome', 'Welcome to the demo portal! Deposits and withdrawals are open 24/7. Play responsibly, 18+ only.'],
  ['欢迎', '欢迎来到演示平台！存取款24小时开放。请理性娱乐，仅限18岁以上。'],
);

export const PROMOTION: Texts = texts(
  ['ပထမဆုံး ငွေသွင်းဆုကြေး 100%', '<p>ပထမဆုံး ငွေသွင်းမှုအပေါ် K 100,000 အထိ ဆုကြေး ရယူပါ။</p>'],
  ['First deposit bonus 100%', '<p>Get up to K 100,000 on your first deposit.</p>'],
  ['首存奖励100%', '<p>首次存款最高可获 K 100,000 奖励。</p>'],
);

export interface DemoBanner {
  group: 'home' | 'w_register' | 'promotion';
  linkageType: 'none' | 'internal' | 'external' | 'video';
  linkage: string;
  colors: [string, string];
  /** title = the headline, content = the subtitle. */
  texts: Texts;
}

/** The "how to play" banner's clip (served by api/src/content). */
export const DEMO_VIDEO_URL = '/wps/asset/media/how-to-play.webm';

/**
 * What the banners linked to before the portal served its own: the outside placeholders, swapped for
 * the banners' links below on databases that still hold them (seed step `own-links`).
 */
export const OLD_BANNER_LINKS: readonly { from: string; linkageType: DemoBanner['linkageType']; linkage: string }[] = [
  { from: 'https://example.com/demo/tournament', linkageType: 'internal', linkage: '/rng' },
  { from: 'https://example.com/demo/how-to-play.mp4', linkageType: 'video', linkage: DEMO_VIDEO_URL },
];

export const BANNERS: DemoBanner[] = [
  {
    group: 'home',
    linkageType: 'internal',
    linkage: '/promotions',
    colors: ['#7b2ff7', '#f107a3'],
    texts: texts(
      ['ကြိုဆိုဆုကြေး K 100,000 အထိ', 'ယနေ့ ပထမဆုံး ငွေသွင်းမှုကို နှစ်ဆ ရယူပါ'],
      ['Welcome bonus up to K 100,000', 'Double your first deposit today'],
      ['迎新奖金高达 K 100,000', '今天首存即享双倍'],
    ),
  },
  {
    group: 'home',
    linkageType: 'internal',
    linkage: '/live',
    colors: ['#0f9b8e', '#1d3b72'],
    texts: texts(['တိုက်ရိုက် ကာစီနို 24/7', 'တကယ့်ဒီလာများနှင့် တိုက်ရိုက်စားပွဲများ'], ['Live casino, 24/7', 'Real dealers, real-time tables'], ['真人娱乐场 24/7', '真人荷官，实时牌桌']),
  },
  {
    group: 'home',
    // The slots lobby, where the tournament's games are.
    linkageType: 'internal',
    linkage: '/rng',
    colors: ['#f7971e', '#d4145a'],
    texts: texts(
      ['အပတ်စဉ် စလော့ပြိုင်ပွဲ', 'အဆင့်ဇယားတွင် တက်လှမ်းပြီး ဆုငွေကို မျှဝေယူပါ'],
      ['Weekly slot tournament', 'Climb the leaderboard, share the prize pool'],
      ['每周老虎机锦标赛', '冲上排行榜，瓜分奖池'],
    ),
  },
  {
    group: 'home',
    linkageType: 'video',
    // A short clip the portal serves itself (api/media/, 34 KB): the banner's picture is its poster, and
    // the clip loads only when played.
    linkage: DEMO_VIDEO_URL,
    colors: ['#2b5876', '#4e4376'],
    texts: texts(['ကစားနည်း ဗီဒီယိုကို ကြည့်ပါ', 'ပထမဆုံးဂိမ်းအထိ နှစ်မိနစ်သာ'], ['How to play: watch the video', 'Two minutes to your first game'], ['玩法教学视频', '两分钟快速上手']),
  },
  {
    group: 'w_register',
    linkageType: 'none',
    linkage: '',
    colors: ['#11998e', '#38ef7d'],
    texts: texts(
      ['ယခုပင် စာရင်းသွင်းပြီး ကစားလိုက်ပါ', 'အသက် 18 နှစ်အထက်သာ။ တာဝန်သိစွာ ကစားပါ။'],
      ['Register now, play in a minute', '18+ only. Play responsibly.'],
      ['立即注册，一分钟开玩', '仅限18岁以上，请理性娱乐。'],
    ),
  },
  {
    group: 'promotion',
    linkageType: 'none',
    linkage: '',
    colors: ['#ee0979', '#ff6a00'],
    texts: texts(
      ['ပထမဆုံး ငွေသွင်းဆုကြေး 100%', 'ပထမဆုံး ငွေသွင်းမှုအပေါ် K 100,000 အထိ'],
      ['First deposit bonus 100%', 'Up to K 100,000 on your first deposit'],
      ['首存奖励100%', '首次存款最高送 K 100,000'],
    ),
  },
];

export interface DemoHelpSection {
  code: string;
  title: Record<Language, string>;
  items: { code: string; texts: Texts }[];
}

export const HELP_SECTIONS: DemoHelpSection[] = [
  {
    code: 'guide',
    title: { MY: 'စတင်အသုံးပြုခြင်း', EN: 'Getting started', CN: '新手指南' },
    items: [
      {
        code: 'register',
        texts: texts(
          ['စာရင်းသွင်းနည်း', '<p><strong>စာရင်းသွင်းရန်</strong> ကိုနှိပ်ပြီး အသုံးပြုသူအမည် (အက္ခရာဖြင့်စသော အက္ခရာ သို့မဟုတ် ဂဏန်း 4 လုံးမှ 16 လုံး) နှင့် စကားဝှက်ကို ရွေးချယ်ကာ အသက် 18 နှစ်ပြည့်ပြီးကြောင်း အတည်ပြုပါ။</p>'],
          ['How do I register?', '<p>Tap <strong>Register</strong>, choose a username (4 to 16 letters or digits, starting with a letter) and a password, and confirm that you are at least 18.</p>'],
          ['如何注册？', '<p>点击<strong>注册</strong>，设置用户名（4到16位字母或数字，以字母开头）和密码，并确认您已年满18周岁。</p>'],
        ),
      },
      {
        code: 'forgot',
        texts: texts(
          ['စကားဝှက် မေ့သွားပါသည်', '<p>အကောင့်ဝင်ဝင်းဒိုးရှိ <em>စကားဝှက်မေ့နေပါသလား</em> ကို အသုံးပြုပါ။ သင့်အီးမေးလ်သို့ ယာယီစကားဝှက် သို့မဟုတ် သင့်ဖုန်းသို့ ကုဒ်တစ်ခု ပို့ပေးပြီး စကားဝှက်အသစ်ကို ချက်ချင်း ရွေးချယ်နိုင်ပါသည်။</p>'],
          ['I forgot my password', '<p>Use <em>Forgot password</em> on the login window. We send a temporary password to your e-mail or a code to your mobile; you choose a new password right after.</p>'],
          ['忘记密码怎么办？', '<p>在登录窗口点击<em>忘记密码</em>。我们会向您的邮箱发送临时密码，或向您的手机发送验证码，随后即可设置新密码。</p>'],
        ),
      },
    ],
  },
  {
    code: 'funds',
    title: { MY: 'ငွေသွင်းခြင်းနှင့် ငွေထုတ်ခြင်း', EN: 'Deposits and withdrawals', CN: '存款与提款' },
    items: [
      {
        code: 'deposit',
        texts: texts(
          ['ငွေသွင်းမှု ဘယ်လောက်ကြာသလဲ', '<p>ငွေသွင်းမှု အများစုကို 5 မိနစ်အတွင်း ထည့်သွင်းပေးပါသည်။ လက်ကျန်ငွေတွင် ပေါ်လာသည်အထိ ငွေပေးချေမှု ပြေစာကို သိမ်းထားပါ။</p>'],
          ['How long does a deposit take?', '<p>Most deposits are credited within 5 minutes. Keep your payment receipt until the money shows in your balance.</p>'],
          ['存款需要多久？', '<p>大部分存款在5分钟内到账。请保留付款凭证，直到余额中显示该笔款项。</p>'],
        ),
      },
      {
        code: 'withdraw',
        texts: texts(
          ['ငွေထုတ်နည်း', '<p><strong>ငွေထုတ်ရန်</strong> ကိုဖွင့်ပြီး ပမာဏကို ထည့်ကာ အတည်ပြုပါ။ ငွေကို သင့်အမည်ဖြင့် ဖွင့်ထားသော ဘဏ်အကောင့်သို့ ပို့ပေးပါသည်။</p>'],
          ['How do I withdraw?', '<p>Open <strong>Withdraw</strong>, enter the amount and confirm. The money goes to the bank account in your name.</p>'],
          ['如何提款？', '<p>打开<strong>提款</strong>页面，输入金额并确认，款项将转入您本人名下的银行账户。</p>'],
        ),
      },
    ],
  },
  {
    code: 'security',
    title: { MY: 'အကောင့် လုံခြုံရေး', EN: 'Account security', CN: '账户安全' },
    items: [
      {
        code: 'new-network',
        texts: texts(
          ['အကောင့်ဝင်ရာတွင် အဘယ်ကြောင့် အတည်ပြုခိုင်းသနည်း', '<p>ယခင်က မသုံးဖူးသော ကွန်ရက်မှ အကောင့်ဝင်သောအခါ သင့်ဖုန်း သို့မဟုတ် အီးမေးလ်သို့ ပို့ထားသော ကုဒ် သို့မဟုတ် သင့်ဘဏ်အကောင့်အမည်ကို မေးပါသည်။ သင့်စကားဝှက်ကို သိသူရှိလျှင်ပင် အခြားသူများ ဝင်ရောက်၍ မရစေရန် ဖြစ်ပါသည်။</p>'],
          ['Why am I asked to verify my login?', '<p>When you log in from a network we have not seen before, we ask for a code sent to your mobile or e-mail, or for your bank account name. It keeps others out even if they know your password.</p>'],
          ['为什么登录时需要验证？', '<p>当您从新的网络登录时，我们会要求输入发送到您手机或邮箱的验证码，或您的银行账户名。即使他人知道您的密码，也无法登录。</p>'],
        ),
      },
      {
        code: 'password',
        texts: texts(
          ['ကောင်းမွန်သော စကားဝှက် ရွေးချယ်ခြင်း', '<p>နေရာလွတ်မပါဘဲ စာလုံး 6 လုံးမှ 20 အထိ အသုံးပြုပြီး အခြားဝက်ဘ်ဆိုက်၏ စကားဝှက်ကို ထပ်မသုံးပါနှင့်။ <strong>123456</strong> ကို ကြာရှည် လက်မခံပါ၊ ပြောင်းလဲရန် တောင်းဆိုပါမည်။</p>'],
          ['Choosing a good password', '<p>Use 6 to 20 characters without spaces, and never reuse the password of another site. <strong>123456</strong> is not accepted for long: you will be asked to change it.</p>'],
          ['如何设置安全的密码', '<p>请使用6到20位不含空格的字符，不要重复使用其他网站的密码。<strong>123456</strong>无法长期使用，系统会要求您修改。</p>'],
        ),
      },
    ],
  },
  {
    code: 'term',
    title: { MY: 'စည်းကမ်းနှင့် သတ်မှတ်ချက်များ', EN: 'Terms and conditions', CN: '条款与条件' },
    items: [
      {
        code: 'eligibility',
        texts: texts(
          ['အရည်အချင်း', '<p>အကောင့်ဖွင့်ပြီး ကစားရန် အသက် <strong>18 နှစ်</strong> အနည်းဆုံး ပြည့်ရပါမည်။ အသက်အထောက်အထားကို အချိန်မရွေး တောင်းခံနိုင်ပါသည်။</p>'],
          ['Eligibility', '<p>You must be at least <strong>18 years old</strong> to open an account and play. We may ask for proof of age at any time.</p>'],
          ['参与资格', '<p>您必须年满<strong>18周岁</strong>方可开户及参与游戏，我们可能随时要求您提供年龄证明。</p>'],
        ),
      },
      {
        code: 'local-law',
        texts: texts(
          ['ဒေသဆိုင်ရာ ဥပဒေများ', '<p>သင် ကစားသည့်နေရာ၏ ဥပဒေများကို လိုက်နာရန် သင့်တွင် တာဝန်ရှိပါသည်။ ဒေသဆိုင်ရာ ဥပဒေ ချိုးဖောက်မှုများအတွက် ဝန်ဆောင်မှုပေးသူက တာဝန်မယူပါ။</p>'],
          ['Local laws', '<p>You are responsible for complying with the laws of the place you play from. The provider is not liable for any breach of local law.</p>'],
          ['当地法律', '<p>您有责任遵守您所在地的法律。对于任何违反当地法律的行为，服务提供商概不负责。</p>'],
        ),
      },
      {
        code: 'responsible-gaming',
        texts: texts(
          [
            'တာဝန်သိစွာ ကစားခြင်း',
            '<p>ကစားခြင်းသည် ပျော်ရွှင်စရာ ဖြစ်သင့်ပြီး ငွေရှာနည်း မဟုတ်ပါ။ အကောင့်ဝင်ပြီးနောက် <strong>အဖွဲ့ဝင်စင်တာ → တာဝန်သိစွာ ကစားခြင်း</strong> တွင်-</p><ul><li>ငွေသွင်း၊ အရှုံးနှင့် လောင်းကြေး ကန့်သတ်ချက်များ (တစ်ရက်၊ တစ်ပတ်၊ တစ်လ) နှင့် အကောင့်ဝင်ချိန် ကန့်သတ်ချက် သတ်မှတ်နိုင်ပါသည်။ လျှော့ချခြင်းသည် ချက်ချင်း အကျိုးသက်ရောက်ပြီး မြှင့်ခြင်းသည် 24 နာရီ ကြာမှ အကျိုးသက်ရောက်ပါသည်။</li><li>မိနစ် 15၊ 30 သို့မဟုတ် 60 တိုင်း ကစားချိန်နှင့် အသားတင်ရလဒ်ကို သတိပေးချက်ဖြင့် ပြသပါမည်။</li><li>24 နာရီ၊ 7 ရက် သို့မဟုတ် 30 ရက် အနားယူခြင်း၊ သို့မဟုတ် 6 လ၊ 1 နှစ်၊ 5 နှစ် ကိုယ်တိုင် ပိတ်ထားခြင်း ရွေးနိုင်ပါသည်- ထိုအချိန်အတွင်း ငွေထုတ်ခြင်းနှင့် မှတ်တမ်းဖတ်ခြင်းသာ ပြုလုပ်နိုင်ပါသည်။</li></ul><p>ကစားခြင်းက ပျော်စရာ မဟုတ်တော့လျှင် ယုံကြည်ရသူ တစ်ဦးဦးနှင့် ပြောဆိုပါ၊ သို့မဟုတ် 24 နာရီ ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ- သင့်အကောင့်ကို ခေတ္တရပ်ရန် သို့မဟုတ် ပိတ်ရန် ကူညီပေးပါမည်။</p>',
          ],
          [
            'Play responsibly',
            '<p>Gaming should be fun, never a way to make money. Once logged in, <strong>Member centre → Play responsibly</strong> lets you:</p><ul><li>set deposit, loss and wager limits (per day, week or month) and a session time limit: lowering one applies at once, raising one after 24 hours;</li><li>be reminded every 15, 30 or 60 minutes of the time you have played and your net result;</li><li>take a break of 24 hours, 7 days or 30 days, or exclude yourself for 6 months, 1 year or 5 years: meanwhile you can only withdraw and read your records.</li></ul><p>If gaming stops being fun, talk to someone you trust, or to customer service, open 24 hours: they will help you pause or close your account.</p>',
          ],
          [
            '理性游戏',
            '<p>游戏应当是一种乐趣，而不是赚钱的方式。登录后，在<strong>会员中心 → 理性游戏</strong>中，您可以：</p><ul><li>设置存款、亏损和投注限额（每日、每周或每月）以及登录时长限制：调低立即生效，调高24小时后生效；</li><li>每15、30或60分钟提醒您已游戏的时间和净输赢；</li><li>暂停24小时、7天或30天，或自我禁止6个月、1年或5年：期间只能提款和查看记录。</li></ul><p>如果游戏不再有趣，请与您信任的人谈谈，或联系24小时客服：他们会帮助您暂停或关闭账户。</p>',
          ],
        ),
      },
    ],
  },
];
