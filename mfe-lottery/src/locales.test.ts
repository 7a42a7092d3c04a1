/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOTTERY_BET_STATUSES, LOTTERY_FAMILIES, LOTTERY_GAME_CODES, LOTTERY_GROUP_CODES, LOTTERY_PLAY_IDS, LOTTERY_PROVINCES, LOTTERY_SIDES, LOTTERY_TIERS } from '@portal/shared/contracts';
import { checkLocales, readLocale, valueAt } from '@portal/locale-check';

const [folder] = checkLocales(__dirname, { namespace: 'lottery', minFolders: 1 });

test('every code of the contract has a name in each language (no raw code reaches the screen)', () => {
  const groups: Record<string, readonly string[]> = {
    families: LOTTERY_FAMILIES,
    groups: LOTTERY_GROUP_CODES,
    games: LOTTERY_GAME_CODES,
    plays: LOTTERY_PLAY_IDS,
    tiers: LOTTERY_TIERS,
    sides: LOTTERY_SIDES,
    statuses: LOTTERY_BET_STATUSES,
    provinces: LOTTERY_PROVINCES,
  };
  for (const language of ['my', 'en', 'cn']) {
    const texts = readLocale(folder!, language);
    const missing = Object.entries(groups).flatMap(([group, codes]) => codes.filter((code) => typeof valueAt(texts, `codes.${group}.${code}`) !== 'string').map((code) => `${group}.${code}`));
    expect([language, missing]).toEqual([language, []]);
    expect([language, LOTTERY_PLAY_IDS.filter((id) => typeof valueAt(texts, `rules.${id}`) !== 'string')]).toEqual([language, []]);
  }
});

test('every key the lottery code asks for exists in English', () => {
  const en = readLocale(folder!, 'en');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return files(full);
      return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
    });
  const missing: string[] = [];
  for (const file of files(__dirname)) {
    for (const [, key] of readFileSync(file, 'utf8').matchAll(/\bt\('([a-zA-Z][\w.]*)'/g)) {
      if (key && valueAt(en, key) === undefined) missing.push(`${path.relative(__dirname, file)}: ${key}`);
    }
  }
  expect(missing).toEqual([]);
});
