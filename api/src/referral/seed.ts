import { toMinorUnits } from '@portal/shared/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { seedPromotions, type DemoPromotion } from '../promotions';

/*
 * The demo site's referral programme: a REFERRAL promotion running from the first start for a year.
 * The referrer earns 10% of each friend's first deposit (at least K 1,000) up to K 20,000, and K 5,000
 * once the friend's valid bet reaches K 50,000; each reward needs 3× its amount in valid bets once
 * claimed. Texts in MY, EN and CN. The terms hold what the rules do not say: pages list the rules from
 * the numbers above, next to the terms, so terms that restated them would print them twice.
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
        'သူငယ်ချင်းတစ်ဦးကို သင့်လင့်ခ် သို့မဟုတ် ကုဒ်ဖြင့် ဖွင့်သော အကောင့်တစ်ခုအတွက် တစ်ကြိမ်သာ ရေတွက်ပါသည်။\nဤအစီအစဉ်သည် ၎င်း၏ ဘတ်ဂျက် ကုန်သည်အထိ ဆက်လက်ရှိပါသည်။',
    },
    EN: {
      title: 'Refer and earn',
      summary: 'Earn up to K 25,000 for every friend who registers with your code.',
      terms:
        'A friend counts once, for the account they open with your link or code.\nThe programme runs while its budget lasts.',
    },
    CN: {
      title: '推荐好友赚奖励',
      summary: '每位用您的推荐码注册的好友，最高可为您赚取 K 25,000。',
      terms:
        '每位好友仅以其通过您的链接或推荐码开设的账户计算一次。\n活动持续至预算用完为止。',
    },
  },
};

export async function seedReferral(trx: Transaction<Database>, merchantId: number, now = new Date()): Promise<void> {
  await seedPromotions(trx, merchantId, [DEMO_REFERRAL], now);
}
