// The lottery launch query of spec §7 read from a lottery page's URL (mfe-lottery resolves it through
// the menus it loaded: features/catalog/launch.ts). Pure. Values a URL cannot be trusted with are
// dropped, never guessed.
import { LOTTERY_AREAS, LOTTERY_DEVICES, LOTTERY_LAUNCH_MODES, LOTTERY_PRIZE_MODES, LOTTERY_VIEWS } from './constants';
import type { LotteryLaunchQuery } from './schemas';

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

/** What the parser reads: a URLSearchParams (the contract is also built for Node without the DOM's types). */
export interface LaunchParams {
  get(name: string): string | null;
}

/** The launch query of a lottery page's search parameters; unknown or malformed values are left out. */
export function parseLotteryLaunch(params: LaunchParams): LotteryLaunchQuery {
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
