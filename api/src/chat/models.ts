import type { ChatLanguage, ChatModel, ChatModelCode } from '@portal/shared/contracts';
import type { Language } from '../http/messages';

/*
 * The site's customer-service desks (`CBS_modelList`): fixed data of the demo site. Each desk is
 * online by its hours in site time (Myanmar time, UTC+06:30); a desk open past midnight closes the
 * next day. The clock is a parameter.
 */

/** Myanmar time: the site's one time zone (shared/src/contracts/calendar.ts). */
const SITE_OFFSET_MS = (6 * 60 + 30) * 60_000;

interface Desk {
  code: ChatModelCode;
  /** Site time, minutes from midnight; closes === 24 * 60 with opens 0 is all day. */
  opens: number;
  closes: number;
  languages: readonly ChatLanguage[];
  name: Record<Language, string>;
  description: Record<Language, string>;
}

const h = (hours: number, minutes = 0) => hours * 60 + minutes;

export const DESKS: readonly Desk[] = [
  {
    code: 'DEPOSIT',
    opens: h(0),
    closes: h(24),
    languages: ['MY', 'EN', 'CN'],
    name: { EN: 'Deposit help', MY: 'ငွေသွင်းခြင်း အကူအညီ', CN: '存款帮助' },
    description: {
      EN: 'A deposit that has not arrived, payment channels and limits.',
      MY: 'မရောက်သေးသော ငွေသွင်းမှု၊ ငွေပေးချေမှု နည်းလမ်းများနှင့် ကန့်သတ်ချက်များ။',
      CN: '未到账的存款、支付渠道和限额。',
    },
  },
  {
    code: 'WITHDRAWAL',
    opens: h(8),
    closes: h(24),
    languages: ['MY', 'EN', 'CN'],
    name: { EN: 'Withdrawal help', MY: 'ငွေထုတ်ခြင်း အကူအညီ', CN: '取款帮助' },
    description: {
      EN: 'Withdrawal status, bank cards and confirming what you received.',
      MY: 'ငွေထုတ်မှု အခြေအနေ၊ ဘဏ်ကတ်များနှင့် လက်ခံရရှိမှု အတည်ပြုခြင်း။',
      CN: '取款状态、银行卡以及确认到账。',
    },
  },
  {
    code: 'ACCOUNT',
    opens: h(9),
    closes: h(21),
    languages: ['MY', 'EN'],
    name: { EN: 'Account', MY: 'အကောင့်', CN: '账户' },
    description: {
      EN: 'Logging in, passwords, two-factor checks and your profile.',
      MY: 'အကောင့်ဝင်ခြင်း၊ စကားဝှက်များ၊ နှစ်ဆင့်စစ်ဆေးခြင်းနှင့် ကိုယ်ရေးအချက်အလက်။',
      CN: '登录、密码、双重验证和个人资料。',
    },
  },
  {
    code: 'GAMES',
    opens: h(10),
    closes: h(2),
    languages: ['MY', 'EN', 'CN'],
    name: { EN: 'Games', MY: 'ဂိမ်းများ', CN: '游戏' },
    description: {
      EN: 'A game that will not open, a round to check, live tables.',
      MY: 'ဖွင့်မရသော ဂိမ်း၊ စစ်ဆေးလိုသော အကြိမ်၊ တိုက်ရိုက်စားပွဲများ။',
      CN: '无法打开的游戏、需核对的回合、真人桌台。',
    },
  },
];

export const deskOf = (code: ChatModelCode): Desk => DESKS.find((desk) => desk.code === code)!;

/** Minutes since midnight in site time. */
export function siteMinutes(now: Date): number {
  const at = new Date(now.getTime() + SITE_OFFSET_MS);
  return at.getUTCHours() * 60 + at.getUTCMinutes();
}

/** `HH:mm` of minutes from midnight (24:00 stays 24:00). */
export const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Open at `now`: within [opens, closes), wrapping past midnight when closes ≤ opens. */
export function isOnline(desk: Pick<Desk, 'opens' | 'closes'>, now: Date): boolean {
  const m = siteMinutes(now);
  if (desk.opens === desk.closes || (desk.opens === 0 && desk.closes === h(24))) return true;
  return desk.opens < desk.closes ? m >= desk.opens && m < desk.closes : m >= desk.opens || m < desk.closes;
}

/** `CBS_modelList` as of `now`, in the request's language. */
export function chatModels(language: Language, now: Date): ChatModel[] {
  return DESKS.map((desk) => ({
    modelCode: desk.code,
    name: desk.name[language],
    description: desk.description[language],
    languages: [...desk.languages],
    online: isOnline(desk, now),
    opensAt: hhmm(desk.opens),
    closesAt: hhmm(desk.closes),
  }));
}
