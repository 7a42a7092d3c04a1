import { escapeXml } from '../content';
import { hash32, prng } from './prng';

/*
 * Game and vendor artwork drawn by the API (docs/wire-contract.md: no outside image host). A picture is
 * a pure function of the node id (or vendor code) and the vendor's colour: a gradient, a few soft
 * shapes and a symbol that says what kind of game it is. The only text is the Latin vendor code (an
 * <img> cannot use the page's Myanmar font, so names are HTML beside the picture). The code is checked
 * against a strict pattern and escaped, and colours are used only when they are plain `#rrggbb`.
 */

export const SQUARE = { width: 240, height: 240 } as const;
export const LARGE = { width: 480, height: 270 } as const;
export const LOGO = { width: 240, height: 120 } as const;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const SAFE_CODE = /^[A-Z0-9_]{1,32}$/;
const FONT = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

type Rand = () => number;

function hexToHsl(hex: string): [number, number, number] {
  const value = HEX_COLOR.test(hex) ? hex : '#3355aa';
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return `hsl(${hue.toFixed(0)},${(clamp(s) * 100).toFixed(0)}%,${(clamp(l) * 100).toFixed(0)}%)`;
}

/** Two gradient stops and an accent derived from the vendor's colour, varied per picture. */
function palette(color: string, rand: Rand): { from: string; to: string; accent: string; glow: string } {
  const [h, s, l] = hexToHsl(color);
  const shift = rand() * 90 - 45;
  return {
    from: hsl(h + shift / 3, Math.max(s, 0.45), Math.min(Math.max(l, 0.35), 0.55)),
    to: hsl(h + shift, Math.max(s, 0.5), 0.16 + rand() * 0.1),
    accent: hsl(h + 180 + shift, 0.85, 0.62),
    glow: hsl(h + 40, 0.9, 0.8),
  };
}

const n = (v: number) => v.toFixed(1);

function polygon(cx: number, cy: number, points: [number, number][], r: number, fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${n(cx + x * r)},${n(cy + y * r)}`).join(' ')}" fill="${fill}"${extra}/>`;
}

function starPoints(spikes: number, inner: number): [number, number][] {
  return Array.from({ length: spikes * 2 }, (_, i) => {
    const angle = (Math.PI * i) / spikes - Math.PI / 2;
    const radius = i % 2 === 0 ? 1 : inner;
    return [Math.cos(angle) * radius, Math.sin(angle) * radius];
  });
}

/* Symbols, each drawn in a box of radius r around (cx, cy). */
type Symbol = (cx: number, cy: number, r: number, accent: string) => string;

const WHITE = '#ffffff';
const SHADE = 'fill-opacity="0.9"';

const SYMBOLS: Record<string, Symbol> = {
  star: (cx, cy, r, a) => polygon(cx, cy, starPoints(5, 0.45), r, a) + polygon(cx, cy, starPoints(5, 0.45), r * 0.55, WHITE, ' fill-opacity="0.35"'),
  diamond: (cx, cy, r, a) =>
    polygon(cx, cy, [[0, -0.9], [0.85, -0.25], [0, 0.95], [-0.85, -0.25]], r, a) +
    polygon(cx, cy, [[0, -0.9], [0.3, -0.25], [0, 0.95], [-0.3, -0.25]], r, WHITE, ' fill-opacity="0.3"'),
  crown: (cx, cy, r, a) =>
    polygon(cx, cy, [[-0.9, 0.6], [-0.9, -0.5], [-0.45, 0], [0, -0.75], [0.45, 0], [0.9, -0.5], [0.9, 0.6]], r, a) +
    `<rect x="${n(cx - 0.9 * r)}" y="${n(cy + 0.6 * r)}" width="${n(1.8 * r)}" height="${n(0.22 * r)}" fill="${WHITE}" ${SHADE}/>`,
  coin: (cx, cy, r, a) =>
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.9)}" fill="${a}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.65)}" fill="none" stroke="${WHITE}" stroke-width="${n(r * 0.08)}" stroke-opacity="0.7"/>` +
    polygon(cx, cy, starPoints(4, 0.4), r * 0.4, WHITE, ' fill-opacity="0.8"'),
  bell: (cx, cy, r, a) =>
    `<path d="M${n(cx - 0.75 * r)} ${n(cy + 0.55 * r)} Q${n(cx - 0.7 * r)} ${n(cy - 0.85 * r)} ${n(cx)} ${n(cy - 0.85 * r)} Q${n(cx + 0.7 * r)} ${n(cy - 0.85 * r)} ${n(cx + 0.75 * r)} ${n(cy + 0.55 * r)} Z" fill="${a}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy + 0.72 * r)}" r="${n(0.18 * r)}" fill="${WHITE}" ${SHADE}/>`,
  cherry: (cx, cy, r, a) =>
    `<path d="M${n(cx - 0.4 * r)} ${n(cy + 0.3 * r)} Q${n(cx - 0.2 * r)} ${n(cy - 0.6 * r)} ${n(cx + 0.3 * r)} ${n(cy - 0.85 * r)} M${n(cx + 0.45 * r)} ${n(cy + 0.4 * r)} Q${n(cx + 0.4 * r)} ${n(cy - 0.4 * r)} ${n(cx + 0.3 * r)} ${n(cy - 0.85 * r)}" stroke="${WHITE}" stroke-width="${n(r * 0.08)}" fill="none"/>` +
    `<circle cx="${n(cx - 0.4 * r)}" cy="${n(cy + 0.45 * r)}" r="${n(0.38 * r)}" fill="${a}"/><circle cx="${n(cx + 0.45 * r)}" cy="${n(cy + 0.55 * r)}" r="${n(0.38 * r)}" fill="${a}"/>`,
  heart: (cx, cy, r, a) =>
    `<path d="M${n(cx)} ${n(cy + 0.85 * r)} C${n(cx - 1.3 * r)} ${n(cy - 0.1 * r)} ${n(cx - 0.6 * r)} ${n(cy - 1.05 * r)} ${n(cx)} ${n(cy - 0.35 * r)} C${n(cx + 0.6 * r)} ${n(cy - 1.05 * r)} ${n(cx + 1.3 * r)} ${n(cy - 0.1 * r)} ${n(cx)} ${n(cy + 0.85 * r)} Z" fill="${a}"/>`,
  clover: (cx, cy, r, a) =>
    [[0, -0.42], [-0.42, 0.05], [0.42, 0.05]].map(([x, y]) => `<circle cx="${n(cx + x! * r)}" cy="${n(cy + y! * r)}" r="${n(0.38 * r)}" fill="${a}"/>`).join('') +
    `<rect x="${n(cx - 0.06 * r)}" y="${n(cy + 0.1 * r)}" width="${n(0.12 * r)}" height="${n(0.8 * r)}" fill="${a}"/>`,
  seven: (cx, cy, r, a) =>
    polygon(cx, cy, [[-0.65, -0.8], [0.7, -0.8], [0.7, -0.5], [0.05, 0.85], [-0.35, 0.85], [0.25, -0.48], [-0.65, -0.48]], r, a, ` stroke="${WHITE}" stroke-width="${n(r * 0.05)}"`),
  card: (cx, cy, r, a) =>
    `<rect x="${n(cx - 0.62 * r)}" y="${n(cy - 0.88 * r)}" width="${n(1.24 * r)}" height="${n(1.76 * r)}" rx="${n(0.14 * r)}" fill="${WHITE}" ${SHADE} transform="rotate(-8 ${n(cx)} ${n(cy)})"/>` +
    polygon(cx, cy, [[0, -0.5], [0.4, 0.05], [0, 0.5], [-0.4, 0.05]], r * 0.8, a, ` transform="rotate(-8 ${n(cx)} ${n(cy)})"`),
  chip: (cx, cy, r, a) =>
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(0.9 * r)}" fill="${a}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(0.75 * r)}" fill="none" stroke="${WHITE}" stroke-width="${n(0.16 * r)}" stroke-dasharray="${n(0.3 * r)} ${n(0.22 * r)}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(0.42 * r)}" fill="${WHITE}" fill-opacity="0.85"/>`,
  die: (cx, cy, r, a) => {
    const pips = [[-0.4, -0.4], [0.4, -0.4], [0, 0], [-0.4, 0.4], [0.4, 0.4]];
    return (
      `<rect x="${n(cx - 0.8 * r)}" y="${n(cy - 0.8 * r)}" width="${n(1.6 * r)}" height="${n(1.6 * r)}" rx="${n(0.28 * r)}" fill="${WHITE}" ${SHADE} transform="rotate(12 ${n(cx)} ${n(cy)})"/>` +
      `<g transform="rotate(12 ${n(cx)} ${n(cy)})">${pips.map(([x, y]) => `<circle cx="${n(cx + x! * r)}" cy="${n(cy + y! * r)}" r="${n(0.14 * r)}" fill="${a}"/>`).join('')}</g>`
    );
  },
  rocket: (cx, cy, r, a) =>
    `<g transform="rotate(35 ${n(cx)} ${n(cy)})"><path d="M${n(cx)} ${n(cy - 0.95 * r)} C${n(cx + 0.45 * r)} ${n(cy - 0.5 * r)} ${n(cx + 0.4 * r)} ${n(cy + 0.3 * r)} ${n(cx + 0.3 * r)} ${n(cy + 0.55 * r)} L${n(cx - 0.3 * r)} ${n(cy + 0.55 * r)} C${n(cx - 0.4 * r)} ${n(cy + 0.3 * r)} ${n(cx - 0.45 * r)} ${n(cy - 0.5 * r)} ${n(cx)} ${n(cy - 0.95 * r)} Z" fill="${WHITE}" ${SHADE}/>` +
    `<circle cx="${n(cx)}" cy="${n(cy - 0.3 * r)}" r="${n(0.16 * r)}" fill="${a}"/>` +
    polygon(cx, cy, [[-0.22, 0.6], [0.22, 0.6], [0, 1.05]], r, a) +
    `</g>`,
  ball: (cx, cy, r, a) =>
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(0.88 * r)}" fill="${WHITE}" ${SHADE}/>` +
    polygon(cx, cy, starPoints(5, 1).filter((_, i) => i % 2 === 0), r * 0.38, a) +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(0.88 * r)}" fill="none" stroke="${a}" stroke-width="${n(0.06 * r)}"/>`,
  fish: (cx, cy, r, a) =>
    `<ellipse cx="${n(cx - 0.1 * r)}" cy="${n(cy)}" rx="${n(0.7 * r)}" ry="${n(0.45 * r)}" fill="${a}"/>` +
    polygon(cx, cy, [[0.5, 0], [0.95, -0.45], [0.95, 0.45]], r, a) +
    `<circle cx="${n(cx - 0.45 * r)}" cy="${n(cy - 0.1 * r)}" r="${n(0.09 * r)}" fill="${WHITE}"/>`,
  controller: (cx, cy, r, a) =>
    `<rect x="${n(cx - 0.9 * r)}" y="${n(cy - 0.45 * r)}" width="${n(1.8 * r)}" height="${n(0.9 * r)}" rx="${n(0.42 * r)}" fill="${a}"/>` +
    `<rect x="${n(cx - 0.62 * r)}" y="${n(cy - 0.08 * r)}" width="${n(0.4 * r)}" height="${n(0.14 * r)}" fill="${WHITE}"/><rect x="${n(cx - 0.49 * r)}" y="${n(cy - 0.21 * r)}" width="${n(0.14 * r)}" height="${n(0.4 * r)}" fill="${WHITE}"/>` +
    `<circle cx="${n(cx + 0.4 * r)}" cy="${n(cy - 0.1 * r)}" r="${n(0.1 * r)}" fill="${WHITE}"/><circle cx="${n(cx + 0.6 * r)}" cy="${n(cy + 0.1 * r)}" r="${n(0.1 * r)}" fill="${WHITE}"/>`,
  balls: (cx, cy, r, a) =>
    [[-0.5, 0.25, 0.42], [0.45, 0.3, 0.38], [0, -0.4, 0.45]]
      .map(([x, y, s]) => `<circle cx="${n(cx + x! * r)}" cy="${n(cy + y! * r)}" r="${n(s! * r)}" fill="${a}" stroke="${WHITE}" stroke-width="${n(0.05 * r)}"/><circle cx="${n(cx + x! * r)}" cy="${n(cy + y! * r)}" r="${n(s! * r * 0.45)}" fill="${WHITE}" fill-opacity="0.85"/>`)
      .join(''),
  feather: (cx, cy, r, a) =>
    `<g transform="rotate(-30 ${n(cx)} ${n(cy)})"><ellipse cx="${n(cx)}" cy="${n(cy - 0.1 * r)}" rx="${n(0.32 * r)}" ry="${n(0.85 * r)}" fill="${a}"/><path d="M${n(cx)} ${n(cy - 0.9 * r)} L${n(cx)} ${n(cy + 0.95 * r)}" stroke="${WHITE}" stroke-width="${n(0.06 * r)}"/></g>`,
};

const SLOT_SYMBOLS = ['star', 'diamond', 'crown', 'coin', 'bell', 'cherry', 'heart', 'clover', 'seven'];

/** The symbols that fit a kind of game; the picture picks one of them by its node id. */
function symbolChoices(gameType: string, engine: string, subCategory: string | null): string[] {
  if (subCategory === 'JP') return ['crown', 'coin', 'diamond'];
  if (subCategory === 'TG') return ['card', 'chip'];
  if (subCategory === 'AC') return ['rocket', 'star'];
  if (subCategory === 'BG') return ['balls'];
  switch (gameType) {
    case 'FISH':
      return ['fish'];
    case 'LIVE':
      return ['chip', 'card'];
    case 'PVP':
    case 'BGS':
      return ['card', 'chip', 'die'];
    case 'SPORTS':
      return ['ball'];
    case 'ESPORTS':
      return ['controller'];
    case 'COCKFIGHT':
      return ['feather'];
    case 'LOTT':
    case 'ELOTT':
      return ['balls'];
    default:
      return engine === 'dice' ? ['die'] : engine === 'crash' ? ['rocket'] : SLOT_SYMBOLS;
  }
}

function label(code: string, x: number, y: number, size: number, maxWidth: number, anchor: 'start' | 'middle'): string {
  if (!SAFE_CODE.test(code)) return '';
  const fit = code.length * size * 0.62 > maxWidth ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${x}" y="${y}" font-family="${escapeXml(FONT)}" font-size="${size}" font-weight="700" text-anchor="${anchor}" fill="#ffffff"${fit}>${escapeXml(code)}</text>`;
}

export interface GameArt {
  nodeId: string;
  vendorCode: string;
  gameType: string;
  engine: string;
  subCategory: string | null;
  color: string;
}

/** A game's picture: square (the icon) or large (16:9, the wide card). */
export function drawGameArt(art: GameArt, size: 'square' | 'large'): string {
  const { width, height } = size === 'large' ? LARGE : SQUARE;
  const rand = prng(hash32(art.nodeId));
  const colors = palette(art.color, rand);
  const angle = Math.floor(rand() * 360);
  const shapes: string[] = [];
  const shapeCount = 4 + Math.floor(rand() * 4);
  for (let i = 0; i < shapeCount; i++) {
    const x = rand() * width;
    const y = rand() * height;
    const r = 12 + rand() * Math.min(width, height) * 0.35;
    const opacity = (0.05 + rand() * 0.12).toFixed(2);
    shapes.push(
      rand() < 0.6
        ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#ffffff" fill-opacity="${opacity}"/>`
        : polygon(x, y, [[0, -1], [1, 0], [0, 1], [-1, 0]], r, '#ffffff', ` fill-opacity="${opacity}"`),
    );
  }
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (Math.PI * 2 * i) / 12;
    const b = a + Math.PI / 24;
    const cx = width / 2;
    const cy = height * 0.46;
    const reach = Math.max(width, height);
    return `M${n(cx)} ${n(cy)} L${n(cx + Math.cos(a) * reach)} ${n(cy + Math.sin(a) * reach)} L${n(cx + Math.cos(b) * reach)} ${n(cy + Math.sin(b) * reach)} Z`;
  }).join(' ');
  const choices = symbolChoices(art.gameType, art.engine, art.subCategory);
  const symbol = SYMBOLS[choices[Math.floor(rand() * choices.length)]!] ?? SYMBOLS.star!;
  const r = Math.min(width, height) * 0.3;
  const codeSize = size === 'large' ? 20 : 16;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(SAFE_CODE.test(art.vendorCode) ? art.vendorCode : '')}">`,
    '<defs>',
    `<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${colors.from}"/><stop offset="1" stop-color="${colors.to}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.5" cy="0.46" r="0.5"><stop offset="0" stop-color="${colors.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${colors.glow}" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<path d="${rays}" fill="#ffffff" fill-opacity="0.05"/>`,
    shapes.join(''),
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    symbol(width / 2, height * 0.46, r, colors.accent),
    `<rect x="0" y="${height - 34}" width="${width}" height="34" fill="#000000" fill-opacity="0.28"/>`,
    label(art.vendorCode, 12, height - 11, codeSize, width - 24, 'start'),
    '</svg>',
  ].join('');
}

/** A vendor's logo: its colour, an emblem and its code. */
export function drawVendorLogo(code: string, color: string): string {
  const { width, height } = LOGO;
  const rand = prng(hash32(`vendor:${code}`));
  const colors = palette(color, rand);
  const emblem = SYMBOLS[['star', 'diamond', 'crown', 'coin', 'chip'][Math.floor(rand() * 5)]!]!;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(SAFE_CODE.test(code) ? code : '')}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.from}"/><stop offset="1" stop-color="${colors.to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" rx="16" fill="url(#bg)"/>`,
    `<circle cx="${width - 30}" cy="22" r="46" fill="#ffffff" fill-opacity="0.08"/>`,
    emblem(38, height / 2, 22, colors.accent),
    label(code, 150, height / 2 + 10, 28, 160, 'middle'),
    '</svg>',
  ].join('');
}

export const isSafeCode = (code: string) => SAFE_CODE.test(code);
