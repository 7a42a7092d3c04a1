// The lottery's calls (spec §7 "Lottery"; docs/wire-contract.md "Lottery"). The four spec
// paths keep their names; the rest follow the vendor's public client (`/lgw/numeros/near`,
// `/lgw/orders/betting`, `/lgw/orders/today`, `/lgw/orders/suborders/cancel`). Menus, draws, results,
// verify and trend are open to everyone; betting and orders need a formal account (a trial account
// cannot play real games, spec §6).
import { FORMAL_ACCOUNTS, type EndpointSpec } from '../endpoint';

/** The games of a prize mode (lobby tabs), each with its `gameGroupCode`, schedule and catalogue entry codes. */
export const lotteryGameMenus = {
  method: 'GET', path: '/lgw/games/game_menus', auth: 'optional', query: 'LotteryMenuQuery', answer: 'LotteryGameList',
} as const satisfies EndpointSpec;

/** The play menus of a prize mode: groups with `gameMenus`, each play with its prizes, limits and odds steps. */
export const lotteryGameMenu = {
  method: 'GET', path: '/lgw/vn/games/game_menu', auth: 'optional', query: 'LotteryMenuQuery', answer: 'LotteryMenus',
} as const satisfies EndpointSpec;

/** The games the member bet on lately. */
export const lotteryRecentGames = {
  method: 'GET', path: '/lgw/vn/games/game_menu/recent', auth: true, roles: FORMAL_ACCOUNTS, answer: 'LotteryRecentGames',
} as const satisfies EndpointSpec;

/** A game's drawn draws, newest first, with results and revealed seeds (the results history). */
export const lotteryOpenedNumeros = {
  method: 'GET', path: '/lgw/vn/numeros/opened/game', auth: 'optional', query: 'LotteryHistoryQuery', answer: 'LotteryHistoryPage',
} as const satisfies EndpointSpec;

/** The member's latest drawn draws (those it bet on) with its stake and win in each. */
export const lotteryMyOpenedNumeros = {
  method: 'GET', path: '/lotto/lgw/games/opened/numero', auth: true, roles: FORMAL_ACCOUNTS, answer: 'LotteryMyOpened',
} as const satisfies EndpointSpec;

/** The draw taking bets now (remainTime ms to lock), the next ones a chase takes, and the last result. Unknown game → 404 `lottery.game.not.found`. */
export const lotteryNearNumero = {
  method: 'GET', path: '/lgw/numeros/near', auth: 'optional', query: 'LotteryGameQuery', answer: 'LotteryNearAnswer',
} as const satisfies EndpointSpec;

/** Stateless: a draw's prizes recomputed from its seed and number. */
export const lotteryVerify = {
  method: 'GET', path: '/lgw/numeros/verify', auth: 'optional', query: 'LotteryVerifyQuery', answer: 'LotteryVerifyAnswer',
} as const satisfies EndpointSpec;

/** Hot and cold numbers over the last N drawn draws. */
export const lotteryTrend = {
  method: 'GET', path: '/lgw/numeros/trend', auth: 'optional', query: 'LotteryTrendQuery', answer: 'LotteryTrend',
} as const satisfies EndpointSpec;

/**
 * Places a slip (and its chase), paid from the main wallet in one ledger transaction. Errors (400):
 * `lottery.draw.closed` (locked or not open), `lottery.content.invalid`, `lottery.stake.range`,
 * `lottery.liability` (a number's exposure is full), `wallet.insufficient`; a frozen member 403
 * `member.frozen`.
 */
export const lotteryBetting = {
  method: 'POST', path: '/lgw/orders/betting', auth: true, roles: FORMAL_ACCOUNTS, body: 'LotteryBettingBody', answer: 'LotteryOrder',
} as const satisfies EndpointSpec;

/** The member's bets of the site day and any still open, newest first. */
export const lotteryTodayOrders = {
  method: 'GET', path: '/lgw/orders/today', auth: true, roles: FORMAL_ACCOUNTS, query: 'LotteryOrdersQuery', answer: 'LotteryOrdersPage',
} as const satisfies EndpointSpec;

/** Cancels open bets before their lock and refunds them; `lottery.cancel.closed` when one is locked or settled. */
export const lotteryCancelSuborders = {
  method: 'PUT', path: '/lgw/orders/suborders/cancel', auth: true, roles: FORMAL_ACCOUNTS, body: 'LotteryCancelBody', answer: 'LotteryCancelAnswer',
} as const satisfies EndpointSpec;

/** Ops: runs the draw job as of a time (opens what is due, draws what passed its draw time, settles). */
export const adminRunLottery = {
  method: 'POST', path: '/wps/admin/lottery/run', body: 'LotteryAdminRunBody', answer: 'LotteryJobReport', caller: 'ops',
} as const satisfies EndpointSpec;
