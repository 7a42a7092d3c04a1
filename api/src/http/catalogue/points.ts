import type { Language } from '../messages';

/** Points and the points mall (api/src/points). */
export const pointsMessages = {
  'points.insufficient': { EN: 'You do not have enough points', MY: 'သင့်တွင် ပွိုင့် မလုံလောက်ပါ', CN: '您的积分不足' },
  'points.good.not.found': { EN: 'No such item in the points mall', MY: 'ပွိုင့်ဈေးဆိုင်တွင် ဤပစ္စည်း မရှိပါ', CN: '积分商城没有该商品' },
  'points.good.soldout': {
    EN: 'Not enough of this item is left in stock',
    MY: 'ဤပစ္စည်း လက်ကျန် မလုံလောက်တော့ပါ',
    CN: '该商品库存不足',
  },
  'points.convert.unit': {
    EN: 'Convert at least 100 points, in steps of 100 points',
    MY: 'အနည်းဆုံး ပွိုင့် 100 ကို ပွိုင့် 100 အဆများဖြင့် လဲလှယ်ပါ',
    CN: '至少兑换100积分，且须为100积分的整数倍',
  },
  'points.exchange.none': {
    EN: 'No such exchange waiting for a decision',
    MY: 'ဆုံးဖြတ်ချက်စောင့်နေသော ဤလဲလှယ်မှု မရှိပါ',
    CN: '没有待审核的该兑换记录',
  },
} satisfies Record<string, Record<Language, string>>;
