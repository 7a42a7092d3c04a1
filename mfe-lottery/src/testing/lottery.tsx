// The lottery page's calls stood in for (the real client and contract, only the server replaced), and
// the page rendered at a route with its launch query.
import { lotteryGameMenu, lotteryGameMenus, lotteryNearNumero, lotteryOpenedNumeros, lotteryTodayOrders } from '@portal/shared/contracts';
import { renderAt, stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { LotteryPage, lotteryFamilyOf } from '../features/lotteryPage';
import { gameList, gameMenus, near, page } from './fixtures';

/** Menus of every mode, a near answer per game (lock in 30 s), no results and no bets; a test adds or replaces answers. */
export function stubLottery(): EndpointStubs {
  return stubEndpoints()
    .on(lotteryGameMenus, gameList)
    .on(lotteryGameMenu, gameMenus)
    .on(lotteryNearNumero, ({ gameId }) => near(gameId, 30))
    .on(lotteryOpenedNumeros, page([]))
    .on(lotteryTodayOrders, { ...page([]), betAmount: 0, winAmount: 0 });
}

/** The lottery page of `url`'s route (`/lottery?…`, `/vnLottery?…`), as the shell mounts the remote there. */
export function renderLottery(url: string) {
  const path = url.split('?')[0]!;
  return renderAt(<LotteryPage family={lotteryFamilyOf(path)} />, url);
}
