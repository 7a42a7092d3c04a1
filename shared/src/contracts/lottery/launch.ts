// The lottery launch query of spec §7 read from a lottery page's URL, and where it leads (a game's
// betting view or a group's lobby), from the menus' codes. Pure: the pages call it with their search
// string and the menus they loaded. Values a URL cannot be trusted with are dropped, never guessed.
import { LOTTERY_AREAS, LOTTERY_DEVICES, LOTTERY_LAUNCH_MODES, LOTTERY_PRIZE_MODES, LOTTERY_VIEWS } from './constants';
import type { LotteryGame, LotteryLaunchQuery, LotteryMenuGroup } from './schemas';

/** The family each lottery route of spec §2 opens on. */
export const LOTTERY_ROUTE_AREAS = { '/vnLottery': 'VN', '/seaLottery': 'SEA', '/lottery': 'FAST' } as const;

const LANGUAGES = ['MY', 'EN', 'CN'] as const;
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

function oneOf<const T extends readonly string[]>(list: T, value: string | null): T[number] | undefined {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T[number]) : undefined;
}

/** Same-site paths only (`/member`, not `//evil.example` or `https://…`). */
function safeBackUrl(value: string | null): string | undefined {
  return value !== null && value.length <= 512 && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : undefined;
}

/** The launch query of a lottery page's search string; unknown or malformed values are left out. */
export function parseLotteryLaunch(search: string | URLSearchParams): LotteryLaunchQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const code = (name: string) => {
    const value = params.get(name);
    return value !== null && CODE.test(value) ? value : undefined;
  };
  const query: LotteryLaunchQuery = {
    lottoArea: oneOf(LOTTERY_AREAS, params.get('lottoArea')),
    launchMode: oneOf(LOTTERY_LAUNCH_MODES, params.get('launchMode')),
    lottoPrizeMode: oneOf(LOTTERY_PRIZE_MODES, params.get('lottoPrizeMode')),
    lottoGameCode: code('lottoGameCode'),
    lottoView: oneOf(LOTTERY_VIEWS, params.get('lottoView')),
    device: oneOf(LOTTERY_DEVICES, params.get('device')),
    backUrl: safeBackUrl(params.get('backUrl')),
    language: oneOf(LANGUAGES, params.get('language')),
    gameCode: code('gameCode'),
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as LotteryLaunchQuery;
}

export type LotteryLaunchTarget = { view: 'betting'; gameId: number } | { view: 'lobby'; gameGroupCode: LotteryMenuGroup['gameGroupCode'] | null };

/**
 * Where a launch leads: `lottoGameCode` (else `gameCode`) naming a game (its code or one of its
 * catalogue `entryCodes`) opens its betting view, unless `lottoView` asks for the lobby; a group's
 * lobby code opens that lobby; anything else the route's lobby (`gameGroupCode` null).
 */
export function lotteryLaunchTarget(query: LotteryLaunchQuery, games: readonly LotteryGame[], groups: readonly Pick<LotteryMenuGroup, 'gameGroupCode' | 'lobbyCodes'>[]): LotteryLaunchTarget {
  const code = query.lottoGameCode ?? query.gameCode;
  const game = code === undefined ? undefined : games.find((g) => g.gameCode === code || g.entryCodes.includes(code));
  if (game && query.lottoView !== 'lobby') return { view: 'betting', gameId: game.gameId };
  if (game) return { view: 'lobby', gameGroupCode: game.gameGroupCode };
  const group = code === undefined ? undefined : groups.find((g) => g.lobbyCodes.includes(code));
  return { view: 'lobby', gameGroupCode: group?.gameGroupCode ?? null };
}
