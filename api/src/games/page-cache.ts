import type { GameItem } from './game-item';

/*
 * Pages of the catalogue, kept per instance (the budget: a name search at 16 at once, p99 <= 20 ms).
 * The catalogue is the platform's: a page of it is the same for every guest in that language, and a
 * member's favourites are marked on it per request. A page is used only while the catalogue's version
 * (migration 0017: bumped by triggers on any change of a game or a vendor, by the seed or by ops by
 * hand) is the one it was read at; a new version empties the cache.
 */

export const PAGE_CACHE_MAX = 1000;

export interface CataloguePage {
  items: GameItem[];
  total: number;
}

export class CataloguePageCache {
  private version: string | null = null;
  private readonly pages = new Map<string, CataloguePage>();

  /** The page under `key` at catalogue `version`, read through `load` when it is not kept. */
  async get(version: string, key: string, load: () => Promise<CataloguePage>): Promise<CataloguePage> {
    if (version !== this.version) {
      this.pages.clear();
      this.version = version;
    }
    const kept = this.pages.get(key);
    if (kept) {
      // Map order is insertion order: moving a hit to the end keeps the least used first.
      this.pages.delete(key);
      this.pages.set(key, kept);
      return kept;
    }
    const page = await load();
    // A version that changed while the page was read: the page may be of either, so it is not kept.
    if (this.version === version) {
      this.pages.set(key, page);
      if (this.pages.size > PAGE_CACHE_MAX) this.pages.delete(this.pages.keys().next().value as string);
    }
    return page;
  }
}
