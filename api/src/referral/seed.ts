import { toMinorUnits } from '@portal/shared/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { seedPromotions, type DemoPromotion } from '../promotions';

/*
 * The demo site's referral programme: a REFERRAL promotion running from the first start for a year.
 * The referrer earns 10% of each friend's first deposit (at least K 1,000) up to K 20,000, and K 5,000
 * once the friend's valid bet reaches K 50,000; each reward needs 3× its amount in valid bets once
 * claimed. Texts in MY, EN and CN.
 */
const rules = {
  bonusPercent: 10,
  bonusCap: toMinorUnits(20_000),
  minDeposit: toMinorUnits(1_000),
  turnoverMultiplier: 3,
  betThreshold: toMinorUnits(50_000),
  betBonus: toMinorUnits(5_000),
};

export const DEMO_REFERRAL: DemoPromotion = {
  code: 'refer-and-earn',
  kind: 'REFERRAL',
  audience: 'ALL',
  budget: toMinorUnits(10_000_000),
  rules,
  texts: {
    MY: {
      title: 'သူငယ်ချင်းကို ဖိတ်ခေါ်ပြီး ဆုရယူပါ',
      summary: 'သင့်ကုဒ်ဖြင့် စာရင်းသွင်းသော သူငယ်ချင်းတိုင်းအတွက် K 25,000 အထိ ရယူပါ။',
      terms:
        'သင့်လင့်ခ် သို့မဟုတ် ကုဒ်ဖြင့် သူငယ်ချင်းများ စာရင်းသွင်းရပါမည်။\nသူငယ်ချင်း၏ ပထမဆုံး ငွေသွင်းမှု (အနည်းဆုံး K 1,000) ၏ 10% ကို K 20,000 အထိ သင့်ဆုလာဘ်စင်တာသို့ ထုတ်ပေးပါမည်။\nသူငယ်ချင်း၏ မှန်ကန်သော လောင်းကြေး K 50,000 ပြည့်သောအခါ K 5,000 ထပ်ဆောင်း ရရှိမည်။\nဆုကြေးကို ရယူပြီးနောက် ၎င်း၏ 3 ဆ မှန်ကန်သော လောင်းကြေး ပြည့်မီရပါမည်။',
    },
    EN: {
      title: 'Refer and earn',
      summary: 'Earn up to K 25,000 for every friend who registers with your code.',
      terms:
        'Friends register with your link or code.\n10% of a friend\'s first deposit (at least K 1,000), up to K 20,000, is issued into your reward centre.\nWhen the friend\'s valid bets reach K 50,000, you earn K 5,000 more.\nOnce claimed, each reward carries a turnover requirement of 3 times its amount in valid bets.',
    },
    CN: {
      title: '推荐好友赚奖励',
      summary: '每位用您的推荐码注册的好友，最高可为您赚取 K 25,000。',
      terms:
        '好友通过您的链接或推荐码注册。\n好友首次存款（至少 K 1,000）的10%，最高 K 20,000，将发放至您的奖励中心。\n好友有效投注达到 K 50,000 时，您再获得 K 5,000。\n领取后，每笔奖励需完成其金额3倍的有效投注。',
    },
  },
};

export async function seedReferral(trx: Transaction<Database>, merchantId: number, now = new Date()): Promise<void> {
  await seedPromotions(trx, merchantId, [DEMO_REFERRAL], now);
}
