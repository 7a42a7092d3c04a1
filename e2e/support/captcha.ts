// Reads the captcha the way a person does, so journeys can register through the real, server-checked
// captcha (spec §4) without any back door in the API. The API draws each digit from a 5×7 bitmap font,
// scaled ×4, nudged and slanted, in a dark colour over a light background with mid-tone noise
// (api/src/captcha/draw.ts); this finds, per digit cell, the glyph, position and slant that explain the
// dark pixels best. Only node:zlib is needed to decode the PNG.
import { inflateSync } from 'node:zlib';
import type { Locator } from '@playwright/test';

const FONT: Record<string, readonly string[]> = {
  '0': ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};
const GLYPH_W = 5;
const GLYPH_H = 7;
const SCALE = 4;
const DIGITS = 4;
const SLANTS = [-0.15, 0, 0.15];

interface Image {
  width: number;
  height: number;
  /** True where the pixel is ink (every channel below 110, as the API's digit colours are). */
  dark: Uint8Array;
}

/** An 8-bit, non-interlaced RGB or RGBA PNG (what pngjs writes). */
function decodePng(png: Buffer): Image {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 4;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      channels = data[9] === 2 ? 3 : 4;
      if (data[8] !== 8 || data[12] !== 0) throw new Error('unsupported PNG');
    } else if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const a = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels]! : 0;
      let predictor = 0;
      if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      pixels[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  const dark = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) {
    const p = i * channels;
    dark[i] = pixels[p]! < 110 && pixels[p + 1]! < 110 && pixels[p + 2]! < 110 ? 1 : 0;
  }
  return { width, height, dark };
}

/** How well a glyph at this place explains the ink: inked where expected, blank where not. */
function score(image: Image, glyph: readonly string[], left: number, top: number, slant: number): number {
  const { width, height, dark } = image;
  const glyphHeight = GLYPH_H * SCALE;
  let total = 0;
  for (let dy = 0; dy < glyphHeight; dy++) {
    const y = top + dy;
    if (y >= height) break;
    const shift = slant * (glyphHeight - dy);
    const row = glyph[Math.floor(dy / SCALE)]!;
    for (let dx = 0; dx < GLYPH_W * SCALE; dx++) {
      const x = Math.floor(left + dx + shift);
      if (x < 0 || x >= width) continue;
      const expected = row[Math.floor(dx / SCALE)] === '1';
      const ink = dark[y * width + x] === 1;
      total += expected ? (ink ? 1 : -1) : ink ? -1 : 0;
    }
  }
  return total;
}

export function solveCaptcha(png: Buffer): string {
  const image = decodePng(png);
  const cell = Math.floor(image.width / DIGITS);
  let code = '';
  for (let i = 0; i < DIGITS; i++) {
    let best = { digit: '?', score: Number.NEGATIVE_INFINITY };
    for (let left = i * cell + 2; left <= i * cell + Math.max(3, cell - GLYPH_W * SCALE - 2); left++) {
      for (let top = 2; top <= image.height - GLYPH_H * SCALE - 1; top++) {
        for (const slant of SLANTS) {
          for (const [digit, glyph] of Object.entries(FONT)) {
            const value = score(image, glyph, left, top, slant);
            if (value > best.score) best = { digit, score: value };
          }
        }
      }
    }
    code += best.digit;
  }
  return code;
}

/** The code shown by a captcha image (`<img src="data:image/png;base64,…">`) once it has loaded. */
export async function readCaptcha(image: Locator): Promise<string> {
  const source = await image.getAttribute('src');
  const base64 = source?.split('base64,')[1];
  if (!base64) throw new Error('the captcha image has not loaded');
  return solveCaptcha(Buffer.from(base64, 'base64'));
}
