import { toMinorUnits } from '@portal/shared/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { seedPromotions, type DemoPromotion } from '../promotions';

/*
 * The demo site's missions: a weekly valid-bet mission with three milestones and a deposit
 * mission with two, so the member centre's missionLeaderboard has something to count from the first
 * bet or deposit. Bonuses land in the reward centre (kind MISSION) with a 1× turnover.
 */
export const WEEKLY_BET_MISSION = 'mission-weekly-bet';

export const DEMO_MISSIONS: DemoPromotion[] = [
  {
    code: WEEKLY_BET_MISSION,
    kind: 'MISSION',
    audience: 'ALL',
    budget: toMinorUnits(10_000_000),
    rules: {
      measure: 'VALID_BET',
      milestones: [
        { target: toMinorUnits(10_000), bonus: toMinorUnits(100) },
        { target: toMinorUnits(50_000), bonus: toMinorUnits(600) },
        { target: toMinorUnits(200_000), bonus: toMinorUnits(3_000) },
      ],
      turnoverMultiplier: 1,
    },
    texts: {
      MY: {
        title: 'အပတ်စဉ် လောင်းကြေး မစ်ရှင်',
        summary: 'ဤအပတ်အတွင်း မှန်ကန်သော လောင်းကြေး K 10,000၊ K 50,000 နှင့် K 200,000 ပြည့်မီပါက ဆုကြေး ရယူပါ။',
        terms: 'မစ်ရှင်ကာလအတွင်း ငွေရှင်းပြီးသော လောင်းကြေးများ၏ မှန်ကန်သော လောင်းကြေးကို ရေတွက်ပါသည်။\nအဆင့်တစ်ခုစီ ပြည့်မီသည်နှင့် ဆုကြေးကို ဆုလာဘ်စင်တာသို့ တစ်ကြိမ်သာ ထုတ်ပေးပါမည်။',
      },
      EN: {
        title: 'Weekly betting mission',
        summary: 'Reach K 10,000, K 50,000 and K 200,000 in valid bets this week for bonuses.',
        terms: 'Valid bets of settled bets within the mission window count.\nEach milestone reached issues its bonus into your reward centre once.',
      },
      CN: {
        title: '每周投注任务',
        summary: '本周有效投注达到 K 10,000、K 50,000 和 K 200,000 即可获得奖金。',
        terms: '任务期间已结算注单的有效投注计入进度。\n每达成一个里程碑，奖金将发放至奖励中心一次。',
      },
    },
  },
  {
    code: 'mission-deposit',
    kind: 'MISSION',
    audience: 'ALL',
    budget: toMinorUnits(10_000_000),
    rules: {
      measure: 'DEPOSIT',
      milestones: [
        { target: toMinorUnits(50_000), bonus: toMinorUnits(500) },
        { target: toMinorUnits(200_000), bonus: toMinorUnits(2_500) },
      ],
      turnoverMultiplier: 1,
    },
    texts: {
      MY: {
        title: 'ငွေသွင်း မစ်ရှင်',
        summary: 'မစ်ရှင်ကာလအတွင်း စုစုပေါင်း K 50,000 နှင့် K 200,000 ငွေသွင်းပြီး ဆုကြေး ရယူပါ။',
        terms: 'မစ်ရှင်ကာလအတွင်း အောင်မြင်စွာ ငွေသွင်းပြီးသော ပမာဏများကို ပေါင်းရေတွက်ပါသည်။\nအဆင့်တစ်ခုစီ ပြည့်မီသည်နှင့် ဆုကြေးကို ဆုလာဘ်စင်တာသို့ တစ်ကြိမ်သာ ထုတ်ပေးပါမည်။',
      },
      EN: {
        title: 'Deposit mission',
        summary: 'Deposit K 50,000 and K 200,000 in total during the mission for bonuses.',
        terms: 'Credited deposits within the mission window count.\nEach milestone reached issues its bonus into your reward centre once.',
      },
      CN: {
        title: '存款任务',
        summary: '任务期间累计存款 K 50,000 和 K 200,000 即可获得奖金。',
        terms: '任务期间成功入账的存款累计计入进度。\n每达成一个里程碑，奖金将发放至奖励中心一次。',
      },
    },
  },
];

const DAY = 86_400_000;

/**
 * Adds the demo missions a merchant lacks (the promotions' seed: from yesterday for a year); the
 * weekly one runs a week instead, from yesterday, when it is added now.
 */
export async function seedMissions(trx: Transaction<Database>, merchantId: number, now = new Date()): Promise<void> {
  const before = await trx.selectFrom('promotion').select('id').where('merchant_id', '=', merchantId).where('code', '=', WEEKLY_BET_MISSION).executeTakeFirst();
  await seedPromotions(trx, merchantId, DEMO_MISSIONS, now);
  if (before) return;
  await trx
    .updateTable('promotion')
    .set({ ends_at: new Date(now.getTime() + 6 * DAY).toISOString() })
    .where('merchant_id', '=', merchantId)
    .where('code', '=', WEEKLY_BET_MISSION)
    .execute();
}
