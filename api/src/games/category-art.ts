import { GAME_LIST_CATEGORIES } from '@portal/shared/contracts';
import { drawBanner } from '../content';

/*
 * The banner art of each game list page (`categoryArtUrl` of the contract): the banners'
 * drawing (content/banner-svg.ts: no text, the page lays its title over it) in the category's colours.
 * The page draws it first, in its own HTML (web/first-paint.ts), as its largest picture.
 */

type ListCategory = (typeof GAME_LIST_CATEGORIES)[number];

const COLOURS: Readonly<Record<ListCategory, { colorFrom: string; colorTo: string }>> = {
  RNG: { colorFrom: '#1e3a8a', colorTo: '#581c87' },
  LIVE: { colorFrom: '#7f1d1d', colorTo: '#312e81' },
  FISH: { colorFrom: '#0e7490', colorTo: '#1e3a8a' },
  PVP: { colorFrom: '#14532d', colorTo: '#1e3a8a' },
  BGS: { colorFrom: '#7c2d12', colorTo: '#581c87' },
};

export function isListCategory(code: string): code is ListCategory {
  return (GAME_LIST_CATEGORIES as readonly string[]).includes(code);
}

export function categoryArtSvg(category: ListCategory): string {
  return drawBanner(COLOURS[category]);
}
