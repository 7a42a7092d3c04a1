import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lengthPhrase, translate } from '../src/http/messages';
import { formatAmount } from '../src/messages/texts';

/*
 * The portal's digit rule (shared/README.md, "Numbers"): Western digits (0-9) in every language, MY
 * included, as Myanmar players read them on the local sites they use. The API's MY texts (messages,
 * validation, seeded promotions, content and table names) follow it, or a card mixes two scripts.
 */

const SRC = path.resolve(__dirname, '../src');
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
  const found = sources(SRC).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (BURMESE_DIGIT.test(line) || /0x1040|\\u104[0-9]/.test(line) ? [`${path.relative(SRC, file)}:${index + 1}`] : [])),
  );
  expect(found).toEqual([]);
});
