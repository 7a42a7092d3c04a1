import { toMinorUnits, type PromotionKind } from '@portal/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database, PromotionRow } from '../db/schema';
import type { DemoPromotion } from '../promotions';

/*
 * Every reward belongs to a promotion row of its kind (promotion_reward.promotion_id): the VIP
 * programme's two, and the manual rebate's (its terms on /promotions; the claim pays through the
 * ledger by itself). Seeded for the demo merchant by the seed step `vip-promotions`; budgets are large
 * (the programme pays whoever reaches a level), and a claim still stops at the budget.
 */

export const VIP_PROMOTION_CODES = { UPGRADE_BONUS: 'vip-upgrade-bonus', RANK_SALARY: 'vip-rank-salary', MANUAL: 'manual-rebate' } as const;

export const VIP_PROMOTIONS: DemoPromotion[] = [
  {
    code: VIP_PROMOTION_CODES.UPGRADE_BONUS,
    kind: 'UPGRADE_BONUS',
    audience: 'ALL',
    budget: toMinorUnits(500_000_000),
    rules: { turnoverMultiplier: 1 },
    texts: {
      MY: {
        title: 'VIP အဆင့်တက် ဆုကြေး',
        summary: 'VIP အဆင့်အသစ်တစ်ခုရောက်တိုင်း အဆင့်တက်ဆုကြေးကို ဆုလာဘ်စင်တာတွင် ရယူပါ။',
        terms: 'VIP အဆင့်ကို သက်တမ်းတစ်လျှောက် မှန်ကန်သော လောင်းကြေးဖြင့် သတ်မှတ်သည်။\nအဆင့်တစ်ခုစီအတွက် ဆုကြေးကို တစ်ကြိမ်သာ ထုတ်ပေးသည်။ အဆင့်နှစ်ဆင့် ကျော်တက်ပါက နှစ်ခုလုံး ရရှိမည်။\nရယူပြီးနောက် ဆုကြေးနှင့် ညီမျှသော မှန်ကန်သည့် လောင်းကြေး ပြည့်မီရပါမည်။',
      },
      EN: {
        title: 'VIP upgrade bonus',
        summary: 'Each new VIP level you reach issues its upgrade bonus into your reward centre.',
        terms: 'Your VIP level comes from your lifetime valid bet.\nEach level’s bonus is issued once; jump two levels and you receive both.\nOnce claimed, the bonus carries a turnover requirement of its amount in valid bets.',
      },
      CN: {
        title: 'VIP晋级奖金',
        summary: '每达到一个新的VIP等级，晋级奖金即发放至奖励中心。',
        terms: 'VIP等级按累计有效投注计算。\n每个等级的奖金只发放一次；连升两级可获得两份奖金。\n领取后需完成与奖金等额的有效投注。',
      },
    },
  },
  {
    code: VIP_PROMOTION_CODES.RANK_SALARY,
    kind: 'RANK_SALARY',
    audience: 'ALL',
    budget: toMinorUnits(500_000_000),
    rules: { turnoverMultiplier: 1 },
    texts: {
      MY: {
        title: 'VIP လစဉ် လစာ',
        summary: 'သင်၏ VIP အဆင့်အလိုက် လစဉ်ဆုကြေးကို လတိုင်း ဆုလာဘ်စင်တာသို့ ထုတ်ပေးသည်။',
        terms: 'မြန်မာစံတော်ချိန် လတစ်လစီ၏ အစတွင် သင်ရောက်ရှိထားသော အဆင့်၏ လစဉ်ဆုကြေးကို ထုတ်ပေးသည်။\nလတစ်လလျှင် တစ်ကြိမ်သာ။\nရယူပြီးနောက် ဆုကြေးနှင့် ညီမျှသော မှန်ကန်သည့် လောင်းကြေး ပြည့်မီရပါမည်။',
      },
      EN: {
        title: 'VIP rank salary',
        summary: 'Every month, your VIP level’s monthly bonus is issued into your reward centre.',
        terms: 'At the start of each month (Myanmar time) the monthly bonus of the level you hold is issued.\nOnce per month.\nOnce claimed, the bonus carries a turnover requirement of its amount in valid bets.',
      },
      CN: {
        title: 'VIP月俸禄',
        summary: '每月按您的VIP等级发放月度奖金至奖励中心。',
        terms: '每月初（缅甸时间）发放您当前等级的月度奖金。\n每月一次。\n领取后需完成与奖金等额的有效投注。',
      },
    },
  },
  {
    code: VIP_PROMOTION_CODES.MANUAL,
    kind: 'MANUAL',
    audience: 'ALL',
    budget: toMinorUnits(500_000_000),
    rules: {},
    texts: {
      MY: {
        title: 'ကိုယ်တိုင် ပြန်အမ်းငွေ',
        summary: 'နောက်ဆုံးရယူပြီးချိန်မှစ၍ မှန်ကန်သော လောင်းကြေးအပေါ် ပြန်အမ်းငွေကို အချိန်မရွေး ရယူပါ။',
        terms: 'ပြန်အမ်းနှုန်းသည် သင်၏ VIP အဆင့်အလိုက် 0.3% မှ 1.0% အထိ ဖြစ်သည်။\nငွေကို ပိုက်ဆံအိတ်သို့ တိုက်ရိုက် ထည့်ပေးသည်။\nလောင်းကြေးတစ်ခုကို တစ်ကြိမ်သာ ပြန်အမ်းသည်။',
      },
      EN: {
        title: 'Manual rebate',
        summary: 'Claim the rebate on your valid bets since your last claim, whenever you like.',
        terms: 'The rate follows your VIP level, from 0.3% to 1.0%.\nThe rebate is paid straight into your wallet.\nEach bet is rebated once.',
      },
      CN: {
        title: '手动返水',
        summary: '随时领取自上次领取以来有效投注的返水。',
        terms: '返水比例按VIP等级，从0.3%到1.0%。\n返水直接存入钱包。\n每笔投注只返水一次。',
      },
    },
  },
];

type Db = Kysely<Database> | Transaction<Database>;

/** The merchant's promotion row of a VIP kind (the seeded one), or undefined when it has none. */
export function vipPromotion(db: Db, merchantId: number, kind: PromotionKind & keyof typeof VIP_PROMOTION_CODES): Promise<PromotionRow | undefined> {
  return db.selectFrom('promotion').selectAll().where('merchant_id', '=', merchantId).where('code', '=', VIP_PROMOTION_CODES[kind]).executeTakeFirst();
}
