// The shell's Burmese web font, cut to what Burmese needs.
// Noto Sans Myanmar's "myanmar" files from @fontsource carry every Myanmar-script language (Shan, Mon,
// Karen, Khamti…: 47 KB a weight); Burmese is written with U+1000–U+1059, plus the joiners and the
// dotted circle a shaper shows under a lone mark. harfbuzz's subsetter keeps the shaping rules (GSUB,
// GPOS) of the glyphs it keeps, so stacked consonants and medials still join. Run after updating
// @fontsource/noto-sans-myanmar: `npm run fonts -w shell`; the results are committed, so a build needs
// no font tool. fonts.css's unicode-range must name the same characters.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const BURMESE = [[0x1000, 0x1059], [0x200c, 0x200d], [0x25cc, 0x25cc]];

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const characters = BURMESE.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

for (const weight of [400, 700]) {
  const source = require.resolve(`@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-${weight}-normal.woff2`);
  const subset = await subsetFont(readFileSync(source), characters, { targetFormat: 'woff2' });
  const target = path.join(here, '..', 'src', 'app', 'fonts', `portal-myanmar-${weight}.woff2`);
  writeFileSync(target, subset);
  console.log(`${path.relative(process.cwd(), target)}: ${(subset.length / 1024).toFixed(1)} KB (from ${(readFileSync(source).length / 1024).toFixed(1)} KB)`);
}
