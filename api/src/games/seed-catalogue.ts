import type { Insertable, Transaction } from 'kysely';
import type { Database, GameTable, GameVendorCategoryTable, GameVendorTable } from '../db/schema';
import {
  ADJECTIVES, BGS_COUNTS, BGS_GAMES, CATEGORY_VENDORS, ELOTT_GAMES, FISH_COUNTS, FISH_NOUNS, FISH_SUFFIXES, INHOUSE_GAMES, LIVE_COUNTS,
  LIVE_TABLES, LOBBY_WORD, LOTTERY_LOBBY_CODES, MAINTENANCE_GAME, NOUNS, PVP_COUNTS, PVP_GAMES, SLOT_COUNTS, SUFFIXES, VARIANTS,
  VENDORS, VN_LOTTERY_GAMES, type Category, type VendorSeed, type Word,
} from './catalogue-data';
import { hash32, prng } from './prng';

/*
 * The seeded catalogue: ~10,000 games built from the tables of catalogue-data.ts. Deterministic: every
 * random choice comes from a PRNG seeded by the vendor and category, and timestamps are fixed, so every
 * fresh database holds the same rows (same ids, names, flags) and a vendor added later does not
 * reshuffle the others.
 */

type NewGame = Insertable<GameTable>;

/** All rows are dated from here (one minute apart), so the seed is the same whenever it runs. */
const CATALOGUE_EPOCH = Date.UTC(2025, 0, 1);
const CHUNK = 500;

type Rand = () => number;

function weighted<T>(rand: Rand, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let r = rand() * total;
  for (const [value, weight] of choices) {
    r -= weight;
    if (r < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

const pickOne = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

/** Joins words the way each language writes a name: spaces in EN and MY, none in CN. */
function joinWords(words: readonly Word[]): Word {
  const part = (i: 0 | 1 | 2, separator: string) => words.map((w) => w[i]).filter(Boolean).join(separator);
  return [part(0, ' '), part(1, ''), part(2, ' ')];
}

/** `count` names, one word from each list, unique per vendor in every language. */
function uniqueNames(rand: Rand, count: number, lists: readonly (readonly Word[])[]): Word[] {
  const seen = new Set<string>();
  const names: Word[] = [];
  while (names.length < count) {
    const name = joinWords(lists.map((list) => pickOne(rand, list)));
    if (name.some((text) => seen.has(text))) continue;
    name.forEach((text) => seen.add(text));
    names.push(name);
  }
  return names;
}

/** Numbered tables: "Baccarat 7", "百家乐 7", "ဘက်ကာရက် 7"; earlier kinds are more common. */
function tableNames(rand: Rand, count: number, kinds: readonly Word[]): Word[] {
  const numbers = new Map<string, number>();
  return Array.from({ length: count }, () => {
    const kind = kinds[Math.min(kinds.length - 1, Math.floor(rand() * rand() * kinds.length))]!;
    const n = (numbers.get(kind[0]) ?? 0) + 1;
    numbers.set(kind[0], n);
    return [`${kind[0]} ${n}`, `${kind[1]} ${n}`, `${kind[2]} ${n}`] as Word;
  });
}

/** `count` distinct positions (0-based) among the first `within`: the vendor's hot games sit near its top. */
function positions(rand: Rand, count: number, within: number): Set<number> {
  const chosen = new Set<number>();
  const limit = Math.max(count, within);
  while (chosen.size < count) chosen.add(Math.floor(rand() * limit));
  return chosen;
}

interface Draft {
  name: Word;
  engine: string;
  subCategory?: string | null;
  lines?: number;
  minBet: number;
  hot?: boolean;
  isNew?: boolean;
  freePlay?: boolean;
  nodeId?: string;
  gameCode?: string;
}

const pad4 = (n: number) => String(n).padStart(4, '0');

function gameRow(category: Category, vendor: VendorSeed, vendorSort: number, position: number, draft: Draft): NewGame {
  const nodeId = draft.nodeId ?? `${category}-${vendor.code}-${pad4(position)}`;
  const gameCode = draft.gameCode ?? (category === 'RNG' ? `${vendor.code}_${pad4(position)}` : `${vendor.code}_${category}_${pad4(position)}`);
  const [en, cn, my] = draft.name;
  const sort = vendorSort * 10000 + position;
  const maintenance = nodeId === MAINTENANCE_GAME;
  return {
    node_id: nodeId,
    vendor_code: vendor.code,
    game_type: category,
    game_code: gameCode,
    name_en: en,
    name_cn: cn,
    name_my: my,
    search_text: `${en} ${cn} ${my} ${gameCode}`.toLowerCase(),
    sub_category: draft.subCategory ?? null,
    engine: draft.engine,
    is_hot: draft.hot && !maintenance ? 1 : 0,
    is_new: draft.isNew ? 1 : 0,
    min_bet: draft.minBet,
    lines: draft.lines ?? 0,
    maintenance: maintenance ? 1 : 0,
    free_play: draft.freePlay ? 1 : 0,
    sort,
    art_version: 1,
    created_at: new Date(CATALOGUE_EPOCH + sort * 60_000).toISOString(),
  };
}

const SLOT_LINES = [[0, 1], [9, 2], [10, 1], [20, 3], [25, 3], [30, 2], [40, 1], [50, 2], [243, 2]] as const;
const SLOT_MIN_BETS = [[10, 3], [20, 3], [50, 2], [100, 2], [200, 1]] as const;
/** Bingo (BG) is shown only where the TY language is supported (spec §3): a handful of games. */
const BINGO_VENDORS = new Set(['JILI', 'KA', 'SPADE']);

function slotDrafts(rand: Rand, vendor: VendorSeed, count: number): Draft[] {
  const names = uniqueNames(rand, count, [ADJECTIVES, NOUNS, SUFFIXES]);
  const hot = positions(rand, Math.max(1, Math.round(count * 0.02)), Math.ceil(count / 4));
  return names.map((name, i) => {
    const r = rand();
    const bingo = BINGO_VENDORS.has(vendor.code) && i >= count - 2;
    const subCategory = bingo ? 'BG' : r < 0.06 ? 'JP' : r < 0.11 ? 'TG' : r < 0.16 ? 'AC' : null;
    const lineGame = subCategory === null || subCategory === 'JP';
    return {
      name,
      subCategory,
      engine: subCategory === 'TG' || subCategory === 'BG' ? 'dice' : subCategory === 'AC' ? 'crash' : 'slot',
      lines: lineGame ? weighted(rand, SLOT_LINES) : 0,
      minBet: weighted(rand, SLOT_MIN_BETS),
      hot: hot.has(i),
      isNew: rand() < 0.03,
      freePlay: rand() < 0.9,
    };
  });
}

function simpleDrafts(rand: Rand, names: Word[], options: { engine: string; minBets: readonly number[]; hot: number; freePlay: number }): Draft[] {
  return names.map((name, i) => ({
    name,
    engine: options.engine,
    minBet: pickOne(rand, options.minBets),
    hot: i < options.hot,
    isNew: rand() < 0.03,
    freePlay: rand() < options.freePlay,
  }));
}

const lobbyName = (vendor: VendorSeed): Word => [`${vendor.name} ${LOBBY_WORD[0]}`, `${vendor.name} ${LOBBY_WORD[1]}`, `${vendor.name} ${LOBBY_WORD[2]}`];

/** The games of one vendor in one category, in the vendor's order. */
function draftsFor(category: Category, vendor: VendorSeed, rand: Rand, laneIndex: number): Draft[] {
  switch (category) {
    case 'RNG':
      if (vendor.inhouse) {
        return INHOUSE_GAMES.map((g) => ({ name: g.name, engine: g.engine, lines: g.lines, minBet: 100, hot: true, isNew: true, freePlay: true, nodeId: g.nodeId, gameCode: g.gameCode }));
      }
      return slotDrafts(rand, vendor, SLOT_COUNTS[vendor.code] ?? 0);
    case 'FISH':
      return simpleDrafts(rand, uniqueNames(rand, FISH_COUNTS[vendor.code] ?? 0, [ADJECTIVES, FISH_NOUNS, FISH_SUFFIXES]), { engine: 'slot', minBets: [10, 20, 50, 100], hot: 1, freePlay: 1 });
    case 'LIVE':
      return simpleDrafts(rand, tableNames(rand, LIVE_COUNTS[vendor.code] ?? 0, LIVE_TABLES), { engine: 'dice', minBets: [50, 100, 200], hot: laneIndex < 2 ? 2 : 1, freePlay: 0 });
    case 'PVP':
      return simpleDrafts(rand, uniqueNames(rand, PVP_COUNTS[vendor.code] ?? 0, [VARIANTS, PVP_GAMES]), { engine: 'dice', minBets: [50, 100, 200], hot: 1, freePlay: 0 });
    case 'BGS':
      return simpleDrafts(rand, uniqueNames(rand, BGS_COUNTS[vendor.code] ?? 0, [VARIANTS, BGS_GAMES]), { engine: 'dice', minBets: [20, 50, 100], hot: 1, freePlay: 0.5 });
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      // One lobby: the game a direct vendor card launches. The first vendor's lobby is hot.
      return [{ name: lobbyName(vendor), engine: 'crash', minBet: 100, hot: laneIndex === 0 }];
    case 'LOTT':
    case 'ELOTT': {
      const lobby: Draft = { name: lobbyName(vendor), engine: 'dice', minBet: 100, hot: laneIndex === 0, gameCode: LOTTERY_LOBBY_CODES[vendor.code] };
      const games = vendor.code === 'TCG_LOTTO_VN' ? VN_LOTTERY_GAMES : category === 'ELOTT' ? ELOTT_GAMES : [];
      return [lobby, ...simpleDrafts(rand, [...games], { engine: 'dice', minBets: [100, 200], hot: 0, freePlay: 0 })];
    }
  }
}

/** Which categories a vendor's own games are in (a vendor listed under SPORTS by the feed may have none there). */
function hasGames(category: Category, vendor: VendorSeed): boolean {
  switch (category) {
    case 'RNG':
      return vendor.inhouse === true || SLOT_COUNTS[vendor.code] !== undefined;
    case 'LIVE':
      return LIVE_COUNTS[vendor.code] !== undefined;
    case 'FISH':
      return FISH_COUNTS[vendor.code] !== undefined;
    case 'PVP':
      return PVP_COUNTS[vendor.code] !== undefined;
    case 'BGS':
      return BGS_COUNTS[vendor.code] !== undefined;
    case 'SPORTS':
      return !['AV', 'TF', 'SV388'].includes(vendor.code);
    default:
      return true;
  }
}

export interface Catalogue {
  vendors: Insertable<GameVendorTable>[];
  categories: GameVendorCategoryTable[];
  games: NewGame[];
}

/** The whole catalogue as rows, in insertion order (so ids are the same on every fresh database). */
export function buildCatalogue(): Catalogue {
  const createdAt = new Date(CATALOGUE_EPOCH).toISOString();
  const vendors = VENDORS.map((v, i) => ({
    code: v.code,
    name: v.name,
    sort: i + 1,
    is_group: v.isGroup ? 1 : 0,
    is_inhouse: v.inhouse ? 1 : 0,
    maintenance: v.maintenance ? 1 : 0,
    color: v.color,
    created_at: createdAt,
  })) satisfies Insertable<GameVendorTable>[];
  const sortOf = new Map(vendors.map((v) => [v.code, v.sort]));
  const byCode = new Map(VENDORS.map((v) => [v.code, v]));

  const categories: GameVendorCategoryTable[] = [];
  const games: NewGame[] = [];
  for (const [category, codes] of Object.entries(CATEGORY_VENDORS) as [Category, readonly string[]][]) {
    codes.forEach((code, laneIndex) => {
      const vendor = byCode.get(code);
      if (!vendor) throw new Error(`catalogue: unknown vendor ${code}`);
      categories.push({ vendor_code: code, game_type: category, sort: laneIndex + 1 });
      if (!hasGames(category, vendor)) return;
      const rand = prng(hash32(`${category}:${code}`));
      draftsFor(category, vendor, rand, laneIndex).forEach((draft, i) => games.push(gameRow(category, vendor, sortOf.get(code)!, i + 1, draft)));
    });
  }
  return { vendors, categories, games };
}

/** Seed step `games-catalogue`: vendors, their categories and every game, inserted in chunks. */
export async function seedCatalogue(trx: Transaction<Database>): Promise<void> {
  const existing = await trx.selectFrom('game_vendor').select('code').limit(1).executeTakeFirst();
  if (existing) return; // a catalogue is there already (ops loaded one): never mix two
  const catalogue = buildCatalogue();
  await trx.insertInto('game_vendor').values(catalogue.vendors).execute();
  await trx.insertInto('game_vendor_category').values(catalogue.categories).execute();
  for (let i = 0; i < catalogue.games.length; i += CHUNK) {
    await trx.insertInto('game').values(catalogue.games.slice(i, i + CHUNK)).execute();
  }
}
