import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { DIGIT_FONT, GLYPH_HEIGHT, GLYPH_WIDTH } from './font';

/*
 * Draws a captcha as a PNG: each digit scaled up from the bitmap font, nudged and slanted at random,
 * in its own dark colour, over a light background crossed by lines and speckled with dots. Enough
 * to defeat a naive OCR of a clean glyph while staying easy for a person to read.
 */

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
const SCALE = 4;
const NOISE_LINES = 6;
const NOISE_DOTS = 260;

type Rgb = [number, number, number];

class Canvas {
  readonly png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });

  fill(color: Rgb): void {
    for (let y = 0; y < CAPTCHA_HEIGHT; y++) for (let x = 0; x < CAPTCHA_WIDTH; x++) this.set(x, y, color);
  }

  set(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT) return;
    const i = (CAPTCHA_WIDTH * Math.floor(y) + Math.floor(x)) << 2;
    this.png.data[i] = r;
    this.png.data[i + 1] = g;
    this.png.data[i + 2] = b;
    this.png.data[i + 3] = 255;
  }

  /** Bresenham's line. */
  line(x0: number, y0: number, x1: number, y1: number, color: Rgb): void {
    const dx = Math.abs(x1 - x0);
    const dy = -Math.abs(y1 - y0);
    const sx = x0 < x1 ? 1 : -1;
    const sy = y0 < y1 ? 1 : -1;
    let err = dx + dy;
    for (;;) {
      this.set(x0, y0, color);
      if (x0 === x1 && y0 === y1) return;
      const e2 = 2 * err;
      if (e2 >= dy) { err += dy; x0 += sx; }
      if (e2 <= dx) { err += dx; y0 += sy; }
    }
  }
}

const light = (): Rgb => [randomInt(225, 256), randomInt(225, 256), randomInt(225, 256)];
const dark = (): Rgb => [randomInt(0, 110), randomInt(0, 110), randomInt(0, 110)];
const mid = (): Rgb => [randomInt(90, 200), randomInt(90, 200), randomInt(90, 200)];

function drawDigit(canvas: Canvas, digit: string, left: number, top: number): void {
  const glyph = DIGIT_FONT[digit];
  if (!glyph) throw new Error(`no glyph for "${digit}"`);
  const color = dark();
  const slant = (randomInt(0, 3) - 1) * 0.15; // pixels of horizontal shift per pixel of height
  for (let row = 0; row < GLYPH_HEIGHT; row++) {
    for (let col = 0; col < GLYPH_WIDTH; col++) {
      if (glyph[row]?.[col] !== '1') continue;
      for (let sy = 0; sy < SCALE; sy++) {
        for (let sx = 0; sx < SCALE; sx++) {
          const y = top + row * SCALE + sy;
          canvas.set(left + col * SCALE + sx + slant * (GLYPH_HEIGHT * SCALE - (y - top)), y, color);
        }
      }
    }
  }
}

export function drawCaptcha(code: string): Buffer {
  const canvas = new Canvas();
  canvas.fill(light());
  const cell = Math.floor(CAPTCHA_WIDTH / code.length);
  [...code].forEach((digit, i) => {
    const left = i * cell + randomInt(2, Math.max(3, cell - GLYPH_WIDTH * SCALE - 2));
    const top = randomInt(2, CAPTCHA_HEIGHT - GLYPH_HEIGHT * SCALE - 1);
    drawDigit(canvas, digit, left, top);
  });
  for (let i = 0; i < NOISE_LINES; i++) {
    canvas.line(randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), mid());
  }
  for (let i = 0; i < NOISE_DOTS; i++) canvas.set(randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), mid());
  return PNG.sync.write(canvas.png);
}
