import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_MERCHANT } from '../src';
import { lengthPhrase, translate } from '../src/http/messages';
import { formatAmount } from '../src/messages/texts';
import { applyWesternDigitsAndBrand } from '../src/seed/western-digits';
import { startServer, type TestServer } from './helpers/server';

/*
 * The portal's digit rule (shared/README.md, "Numbers"): Western digits (0-9) in every language, MY
 * included, as Myanmar players read them on the local sites they use. The API's MY texts (messages,
 * validation, seeded promotions, content and table names) follow it, or a card mixes two scripts.
 */

const SRC = path.resolve(__dirname, '../src');
/** The one source that names Burmese digits: the seed step that turns them into Western ones. */
const CONVERTER = path.join('seed', 'western-digits.ts');
const BURMESE_DIGIT = /[\u1040-\u1049]/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|sql|json|html)$/.test(entry.name) ? [full] : [];
  });
}

test('MY messages write their numbers and amounts in Western digits', () => {
  expect(lengthPhrase(6, 20)('MY')).toBe('6 လုံးမှ 20 လုံးအထိ');
  expect(translate('MY', 'length.min', { min: 8 })).toBe('အနည်းဆုံး 8 လုံး');
  expect(formatAmount(123450)).toBe('K 1,234.50');
});

test('no API source writes or makes Burmese digits', () => {
  const found = sources(SRC)
    .filter((file) => path.relative(SRC, file) !== CONVERTER)
    .flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (BURMESE_DIGIT.test(line) || /0x1040|\\u104[0-9]/.test(line) ? [`${path.relative(SRC, file)}:${index + 1}`] : [])),
  );
  expect(found).toEqual([]);
});

describe('a database seeded before the rule', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('gets the brand, the MMQR name, referral terms that do not restate the rules, and Western digits in its MY texts', async () => {
    const db = server.app.portal.db;
    // As an earlier seed wrote them.
    await db.updateTable('merchant').set({ name: 'Demo site' }).where('code', '=', DEMO_MERCHANT.code).execute();
    await db.updateTable('deposit_channel').set({ name: 'MMQR (scan to pay)' }).where('code', '=', 'MMQR').execute();
    const first = await db.selectFrom('promotion').select(['id', 'texts']).where('code', '!=', 'refer-and-earn').orderBy('id').executeTakeFirstOrThrow();
    const old = JSON.parse(first.texts) as Record<string, { title: string }>;
    old.MY!.title = 'ပထမဆုံး ငွေသွင်းဆုကြေး ၁၀၀%';
    await db.updateTable('promotion').set({ texts: JSON.stringify(old) }).where('id', '=', first.id).execute();
    const referral = await db.selectFrom('promotion').select(['id', 'texts']).where('code', '=', 'refer-and-earn').executeTakeFirstOrThrow();
    const oldReferral = JSON.parse(referral.texts) as Record<string, { terms: string }>;
    oldReferral.EN!.terms = "Friends register with your link or code.\n10% of a friend's first deposit (at least K 1,000), up to K 20,000, is issued into your reward centre.";
    await db.updateTable('promotion').set({ texts: JSON.stringify(oldReferral) }).where('id', '=', referral.id).execute();
    const game = await db.selectFrom('game').select(['id', 'name_my']).orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('game').set({ name_my: 'ဘက်ကာရက် ၇' }).where('id', '=', game.id).execute();

    await db.transaction().execute((trx) => applyWesternDigitsAndBrand(trx));

    expect((await db.selectFrom('merchant').select('name').where('code', '=', DEMO_MERCHANT.code).executeTakeFirstOrThrow()).name).toBe('Golden Myanmar');
    expect((await db.selectFrom('deposit_channel').select('name').where('code', '=', 'MMQR').executeTakeFirstOrThrow()).name).toBe('MMQR');
    const promotion = await db.selectFrom('promotion').select('texts').where('id', '=', first.id).executeTakeFirstOrThrow();
    expect((JSON.parse(promotion.texts) as Record<string, { title: string }>).MY!.title).toBe('ပထမဆုံး ငွေသွင်းဆုကြေး 100%');
    const terms = await db.selectFrom('promotion').select('texts').where('id', '=', referral.id).executeTakeFirstOrThrow();
    expect((JSON.parse(terms.texts) as Record<string, { terms: string }>).EN!.terms).not.toContain('10%');
    expect((await db.selectFrom('game').select('name_my').where('id', '=', game.id).executeTakeFirstOrThrow()).name_my).toBe('ဘက်ကာရက် 7');
  });
});
