import { toMinorUnits } from '@portal/shared/contracts';
import type { DemoPointGood } from '../points';

/*
 * The demo site's points mall: goods a member can take for points (one point per 100.00 of
 * valid bet), one of them with a cash part paid from the main wallet. Stock is small on purpose so
 * "sold out" shows. Their pictures are drawn from the code (api/src/points/art.ts).
 */
export const DEMO_POINT_GOODS: DemoPointGood[] = [
  {
    code: 'phone-card-5k',
    points: 50,
    amount: 0,
    stock: 200,
    // Sent to the member's phone number: nothing ships, no address asked.
    ships: false,
    texts: {
      MY: { name: 'ဖုန်းငွေဖြည့်ကတ် 5,000 ကျပ်', details: 'မည်သည့် ဖုန်းကွန်ရက်အတွက်မဆို 5,000 ကျပ်တန် ငွေဖြည့်ကတ်။ အတည်ပြုပြီးနောက် သင့်ဖုန်းနံပါတ်သို့ ပို့ပေးပါမည်။' },
      EN: { name: 'Phone top-up card K 5,000', details: 'A K 5,000 top-up for any network, sent to your phone number once confirmed.' },
      CN: { name: '5,000 缅币话费充值卡', details: '适用于任何网络的 5,000 缅币充值卡，审核通过后发送至您的手机号。' },
    },
  },
  {
    code: 'team-jersey',
    points: 300,
    amount: 0,
    stock: 50,
    ships: true,
    texts: {
      MY: { name: 'အသင်း ဂျာစီအင်္ကျီ', details: 'တရားဝင် ဘောလုံးအသင်း ဂျာစီ (M, L, XL)။ လိုချင်သော အရွယ်အစားကို လိပ်စာတွင် ရေးပါ။' },
      EN: { name: 'Team jersey', details: 'An official football team jersey (M, L, XL). Write the size you want with your address.' },
      CN: { name: '球队球衣', details: '正版足球队球衣（M、L、XL），请在地址中注明尺码。' },
    },
  },
  {
    code: 'bluetooth-earbuds',
    points: 800,
    amount: toMinorUnits(10_000),
    stock: 20,
    ships: true,
    texts: {
      MY: { name: 'ဘလူးတုသ် နားကြပ်', details: 'ကြိုးမဲ့ ဘလူးတုသ် နားကြပ်။ ပွိုင့် 800 နှင့် ပင်မပိုက်ဆံအိတ်မှ 10,000 ကျပ်။' },
      EN: { name: 'Bluetooth earbuds', details: 'Wireless Bluetooth earbuds: 800 points plus K 10,000 from your main wallet.' },
      CN: { name: '蓝牙耳机', details: '无线蓝牙耳机：800 积分加主钱包 10,000 缅币。' },
    },
  },
  {
    code: 'smartphone',
    points: 5_000,
    amount: toMinorUnits(50_000),
    stock: 3,
    ships: true,
    texts: {
      MY: { name: 'စမတ်ဖုန်း', details: 'နောက်ဆုံးပေါ် စမတ်ဖုန်း။ ပွိုင့် 5,000 နှင့် ပင်မပိုက်ဆံအိတ်မှ 50,000 ကျပ်။ အရေအတွက် အကန့်အသတ်ရှိသည်။' },
      EN: { name: 'Smartphone', details: 'A new smartphone: 5,000 points plus K 50,000 from your main wallet. Few in stock.' },
      CN: { name: '智能手机', details: '全新智能手机：5,000 积分加主钱包 50,000 缅币，数量有限。' },
    },
  },
];

/**
 * Points the demo player starts with (a GIFT), so the mall can be tried at once: the phone card
 * (50), the jersey (300) and the earbuds (800 + K 10,000) are within reach, the smartphone is not.
 */
export const DEMO_PLAYER_POINTS = 1_000;
