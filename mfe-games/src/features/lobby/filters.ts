import { SUPPORTED_LANGUAGES } from '@portal/kernel';
import { type SubCategory } from '@portal/shared';

/**
 * Sub-categories of spec §3: jackpot, table games and arcade; bingo (BG) only where the language TY is
 * supported. This build supports MY, EN and CN, so BG stays hidden until TY joins the list.
 */
export function subCategoriesFor(languages: readonly string[]): SubCategory[] {
  return languages.includes('TY') ? ['JP', 'TG', 'AC', 'BG'] : ['JP', 'TG', 'AC'];
}

export const SUB_CATEGORIES: readonly SubCategory[] = subCategoriesFor(SUPPORTED_LANGUAGES);
