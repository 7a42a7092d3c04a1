/*
 * A good's picture, drawn from code (as the game and category art are): a gift box in a colour of its
 * own, picked from the good's code, with no text (the page writes the name under it).
 */
const COLOURS = [
  ['#f59e0b', '#b45309'],
  ['#10b981', '#047857'],
  ['#6366f1', '#4338ca'],
  ['#ef4444', '#b91c1c'],
  ['#0ea5e9', '#0369a1'],
  ['#ec4899', '#be185d'],
] as const;

function hashOf(code: string): number {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

export function goodArtSvg(code: string): string {
  const [light, dark] = COLOURS[hashOf(code) % COLOURS.length]!;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160" role="img" aria-hidden="true">',
    `<rect width="240" height="160" fill="${light}" opacity="0.18"/>`,
    `<rect x="70" y="62" width="100" height="70" rx="6" fill="${light}"/>`,
    `<rect x="62" y="46" width="116" height="22" rx="5" fill="${dark}"/>`,
    '<rect x="112" y="46" width="16" height="86" fill="#fff" opacity="0.85"/>',
    `<path d="M120 46 C 100 20, 80 34, 98 46 Z M120 46 C 140 20, 160 34, 142 46 Z" fill="${dark}"/>`,
    '</svg>',
  ].join('');
}
