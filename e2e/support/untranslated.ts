import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REMOTE_NAMES } from '@portal/shared/contracts';

/*
 * What a person reading the portal in Burmese or Chinese must never see: a text of ours
 * left in English, a raw code, or an i18n key. "Ours" is read from the locale files of every package:
 * an English text whose Burmese (or Chinese) translation differs is English-only, so seeing it on a
 * page in that language means something was not translated.
 */

const ROOT = path.resolve(__dirname, '../..');
const PACKAGES = ['kernel', 'shared', 'shell', ...REMOTE_NAMES];
type Json = { [key: string]: Json } | string;

function localeFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules') return [];
    const full = path.join(dir, entry.name);
    return entry.name === 'locales' ? [full] : localeFolders(full);
  });
}

function flatten(value: Json, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') out.set(prefix, value);
  else for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

const read = (folder: string, language: string) => flatten(JSON.parse(readFileSync(path.join(folder, `${language}.json`), 'utf8')) as Json);

/** The English texts of our locale files that `language` ('my' | 'cn') translates differently. */
export function englishOnlyTexts(language: 'my' | 'cn'): Set<string> {
  const texts = new Set<string>();
  // A text that is also a translation in `language` (a brand like "WhatsApp") is at home there.
  const atHome = new Set<string>();
  for (const folder of PACKAGES.flatMap((name) => localeFolders(path.join(ROOT, name, 'src')))) {
    const english = read(folder, 'en');
    const translated = read(folder, language);
    for (const text of translated.values()) atHome.add(text.trim());
    for (const [key, text] of english) {
      // Interpolations and one or two letters (units, symbols) are not compared as whole texts.
      if (text.includes('{{') || text.trim().length <= 2) continue;
      if (translated.get(key) !== undefined && translated.get(key) !== text) texts.add(text.trim());
    }
  }
  return new Set([...texts].filter((text) => !atHome.has(text)));
}

/**
 * Known leftovers of earlier releases and the shapes of raw codes and keys. Zalo and Skype are brands,
 * but the profile's labels of them are translated ("Zalo အကောင့်", "Zalo 账号"): a bare one is a label
 * left in English.
 */
const KNOWN = [/^In-house$/, /^Live chat 24\/7$/, /^Zalo$/, /^Skype$/];
const RAW_CODE = /\b[A-Z]{2,}(_[A-Z0-9]+)+\b/;
const I18N_KEY = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/;

/** The visible texts of the page (text nodes of shown elements, and labels a screen reader reads). */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element | null): boolean => {
      for (let node = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden' || node.getAttribute('aria-hidden') === 'true') return false;
      }
      return true;
    };
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (text && parent && !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) && shown(parent)) texts.push(text);
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title]'))) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** What on the page is untranslated in `language`: each finding as `where: text`. */
export async function untranslated(page: Page, where: string, englishOnly: Set<string>): Promise<string[]> {
  const found = new Set<string>();
  for (const text of await visibleTexts(page)) {
    if (englishOnly.has(text) || KNOWN.some((pattern) => pattern.test(text)) || RAW_CODE.test(text) || I18N_KEY.test(text)) found.add(`${where}: ${text}`);
  }
  return [...found];
}
