import type { Kysely, Migration } from 'kysely';

/*
 * Who a home popup is for, decided by the server for each caller (api/src/content/service.ts).
 * - `announcement.audience`: GUEST, MEMBER, NEW_MEMBER (nothing deposited yet) or RETURNING_MEMBER
 *   (has deposited). Existing popups keep what their execution flag said: B → GUEST, F → NEW_MEMBER,
 *   A (or none) → MEMBER.
 * - `announcement.promotion_code`: the promotion a popup is about; only members who may take it now
 *   get the popup.
 * The demo's "Welcome back" popup announced the reload bonus to every member, a new one included,
 * and said it was waiting in the reward centre, which it is not until a deposit earns it: it becomes
 * the returning members' popup of that promotion (`daily-reload-10`), saying what the offer is. The
 * codes and texts are copies, never imports of today's code.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const RELOAD_POPUP_TITLE_EN = 'Welcome back!';
const RELOAD_PROMOTION = 'daily-reload-10';
const RELOAD_TEXTS: Record<string, string> = {
  MY: '<p>ပြန်တွေ့ရတာ ဝမ်းသာပါတယ်။ ဤအပတ် ငွေဖြည့်ဆုကြေး: K 5,000 နှင့်အထက် ငွေသွင်းတိုင်း 10% (K 10,000 အထိ)။ ပရိုမိုးရှင်းများတွင် ပါဝင်ပါ။</p>',
  EN: '<p>Good to see you again. This week’s reload bonus: 10% on every deposit of K 5,000 or more, up to K 10,000. Join it in Promotions.</p>',
  CN: '<p>很高兴再次见到您。本周充值奖励：每笔 K 5,000 及以上的存款可获10%（最高 K 10,000），请在优惠活动中参加。</p>',
};
const OLD_RELOAD_TEXTS: Record<string, string> = {
  MY: '<p>ပြန်တွေ့ရတာ ဝမ်းသာပါတယ်။ ဤအပတ်၏ ငွေဖြည့်ဆုကြေးသည် ဆုလာဘ်စင်တာတွင် စောင့်နေပါသည်။</p>',
  EN: '<p>Good to see you again. This week’s reload bonus is waiting in the reward centre.</p>',
  CN: '<p>很高兴再次见到您，本周的充值奖励已在奖励中心等您领取。</p>',
};

async function reloadPopupIds(db: AnyDb): Promise<number[]> {
  const rows = await db
    .selectFrom('announcement as a')
    .innerJoin('announcement_text as t', 't.announcement_id', 'a.id')
    .select('a.id')
    .where('a.type', '=', 'PU')
    .where('t.language', '=', 'EN')
    .where('t.title', '=', RELOAD_POPUP_TITLE_EN)
    .execute();
  return rows.map((row: { id: number }) => row.id);
}

async function setTexts(db: AnyDb, ids: number[], texts: Record<string, string>): Promise<void> {
  if (ids.length === 0) return;
  for (const [language, content] of Object.entries(texts)) {
    await db.updateTable('announcement_text').set({ content }).where('announcement_id', 'in', ids).where('language', '=', language).execute();
  }
}

export const popupAudienceMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('announcement').addColumn('audience', 'text', (c) => c.notNull().defaultTo('MEMBER')).execute();
    await db.schema.alterTable('announcement').addColumn('promotion_code', 'text').execute();
    await db.updateTable('announcement').set({ audience: 'GUEST' }).where('type', '=', 'PU').where('execution', '=', 'B').execute();
    await db.updateTable('announcement').set({ audience: 'NEW_MEMBER' }).where('type', '=', 'PU').where('execution', '=', 'F').execute();
    const reload = await reloadPopupIds(db);
    if (reload.length > 0) {
      await db.updateTable('announcement').set({ audience: 'RETURNING_MEMBER', promotion_code: RELOAD_PROMOTION }).where('id', 'in', reload).execute();
    }
    await setTexts(db, reload, RELOAD_TEXTS);
  },

  async down(db: AnyDb) {
    await setTexts(db, await reloadPopupIds(db), OLD_RELOAD_TEXTS);
    await db.schema.alterTable('announcement').dropColumn('promotion_code').execute();
    await db.schema.alterTable('announcement').dropColumn('audience').execute();
  },
};
