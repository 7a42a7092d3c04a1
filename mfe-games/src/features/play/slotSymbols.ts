import type { SlotSymbol } from '@portal/shared/contracts';

/** How a symbol id is drawn: a picture (emoji) or a lettered plate (card ranks, 7, BAR, WILD). */
export interface SymbolFace {
  kind: 'emoji' | 'letter';
  glyph: string;
  /** Colour family of a lettered plate, 0–3. */
  tone: number;
  /** Read out instead of the glyph. */
  name: string;
  /** A drawing of this symbol (SymbolArt), used instead of the emoji when there is one. */
  art?: string;
}

const PICTURES: Record<string, string> = {
  cherry: '🍒',
  cherries: '🍒',
  lemon: '🍋',
  orange: '🍊',
  grape: '🍇',
  grapes: '🍇',
  melon: '🍉',
  watermelon: '🍉',
  plum: '🫐',
  peach: '🍑',
  apple: '🍎',
  banana: '🍌',
  strawberry: '🍓',
  bell: '🔔',
  star: '⭐',
  diamond: '💎',
  gem: '💎',
  jewel: '💎',
  clover: '🍀',
  crown: '👑',
  coin: '🪙',
  gold: '🪙',
  bag: '💰',
  money: '💰',
  horseshoe: '🧲',
  dragon: '🐉',
  tiger: '🐯',
  lion: '🦁',
  fish: '🐟',
  lotus: '🪷',
  flower: '🌸',
  heart: '❤️',
  scatter: '✨',
  bonus: '🎁',
  gift: '🎁',
  rocket: '🚀',
};

const LETTERS: Record<string, { glyph: string; tone: number }> = {
  seven: { glyph: '7', tone: 0 },
  '7': { glyph: '7', tone: 0 },
  bar: { glyph: 'BAR', tone: 1 },
  wild: { glyph: 'WILD', tone: 3 },
  a: { glyph: 'A', tone: 0 },
  ace: { glyph: 'A', tone: 0 },
  k: { glyph: 'K', tone: 1 },
  king: { glyph: 'K', tone: 1 },
  q: { glyph: 'Q', tone: 2 },
  queen: { glyph: 'Q', tone: 2 },
  j: { glyph: 'J', tone: 3 },
  jack: { glyph: 'J', tone: 3 },
  '10': { glyph: '10', tone: 1 },
  ten: { glyph: '10', tone: 1 },
  '9': { glyph: '9', tone: 2 },
  nine: { glyph: '9', tone: 2 },
};

/** Pictures for ids the page does not know, handed out in order so every symbol stays distinct. */
const SPARE = ['🍒', '🍋', '🍊', '🍇', '🍉', '🔔', '⭐', '💎', '🍀', '👑', '🪙', '🎁', '🐉', '🐯', '🍑', '🌸', '🦁', '🚀'];

const humanise = (id: string) =>
  id
    .toLowerCase()
    .replace(/[_-]+/g, ' ')
    .replace(/^\w/, (c) => c.toUpperCase());

/** One face per symbol id of the rules, every id distinct, no picture from outside the page. */
export function symbolFaces(symbols: readonly SlotSymbol[]): Map<string, SymbolFace> {
  const faces = new Map<string, SymbolFace>();
  const used = new Set<string>();
  const unknown: string[] = [];
  for (const { id } of symbols) {
    const key = id.toLowerCase();
    const letter = LETTERS[key];
    const picture = PICTURES[key];
    if (letter && !used.has(letter.glyph)) {
      faces.set(id, { kind: 'letter', glyph: letter.glyph, tone: letter.tone, name: humanise(id) });
      used.add(letter.glyph);
    } else if (picture && !used.has(picture)) {
      faces.set(id, { kind: 'emoji', glyph: picture, tone: 0, name: humanise(id), art: key });
      used.add(picture);
    } else {
      unknown.push(id);
    }
  }
  const spare = SPARE.filter((glyph) => !used.has(glyph));
  unknown.forEach((id, index) => {
    const glyph = spare[index];
    faces.set(
      id,
      glyph ? { kind: 'emoji', glyph, tone: 0, name: humanise(id) } : { kind: 'letter', glyph: id.slice(0, 3).toUpperCase(), tone: index % 4, name: humanise(id) },
    );
  });
  return faces;
}

export function faceOf(faces: Map<string, SymbolFace>, id: string): SymbolFace {
  return faces.get(id) ?? { kind: 'letter', glyph: id.slice(0, 3).toUpperCase(), tone: 2, name: humanise(id) };
}
