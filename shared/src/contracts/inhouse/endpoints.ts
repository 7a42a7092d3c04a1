// Launch calls and the in-house game session (docs/wire-contract.md, "Calls of the games" and
// "In-house games"). The ticket is a session's credential; a real ticket also needs its member's
// token, so the ticket calls send it when there is one.
import { FORMAL_ACCOUNTS, type EndpointSpec } from '../endpoint';

/**
 * A member's launch. Unknown game → 404 `game.not.found`; under maintenance → 400 `game.maintenance`
 * with `GameMaintenance`; a trial account → 403 `member.trial`.
 */
export const launchGame = {
  method: 'POST', path: '/wps/game/launchGame', auth: true, roles: FORMAL_ACCOUNTS, body: 'GameLaunchBody', answer: 'GameLaunch',
} as const satisfies EndpointSpec;

/**
 * The vendor's fallback route (spec §7): what the client tries once when `launchGame` failed for a
 * reason other than the game (the vendor's primary route down: 503 `game.route.unavailable`). Same
 * rules and answer as `launchGame`; its `url` carries `route=fb`.
 */
export const GCS_gameLaunchFB = {
  method: 'POST', path: '/wps/relay/GCS_gameLaunchFB', auth: true, roles: FORMAL_ACCOUNTS, body: 'GameLaunchBody', answer: 'GameLaunch',
} as const satisfies EndpointSpec;

/**
 * A guest's demo launch of one game (needs FREEPLAY3 and a free-play game). The platform's gateway
 * serves it at its version 3 (spec §7); our API has one version and does not read the header.
 */
export const loginFreePlay = {
  method: 'POST', path: '/wps/session/login/freeplay', encrypt: true, headers: { 'X-Gateway-Version': '3' }, body: 'FreePlayBody', answer: 'GameLaunch',
} as const satisfies EndpointSpec;

/** The session a ticket opens; unknown or expired ticket → 404 `game.session.invalid`. */
export const inhouseSession = {
  method: 'GET', path: '/wps/game/inhouse/session', auth: 'optional', query: 'GameTicketQuery', answer: 'GameSession',
} as const satisfies EndpointSpec;

/** One round; the same requestId again answers the first round and moves nothing. */
export const playInhouseRound = {
  method: 'POST', path: '/wps/game/inhouse/round', auth: 'optional', body: 'PlayRoundBody', answer: 'PlayRoundAnswer',
} as const satisfies EndpointSpec;

/** Reveals the active seed pair and starts a new one (nonce 0). */
export const rotateInhouseSeed = {
  method: 'POST', path: '/wps/game/inhouse/seed', auth: 'optional', body: 'RotateSeedBody', answer: 'SeedRotation',
} as const satisfies EndpointSpec;

/** A demo ticket's rounds, or the member's real rounds of the game, newest first. */
export const inhouseRounds = {
  method: 'GET', path: '/wps/game/inhouse/rounds', auth: 'optional', query: 'GameRoundsQuery', answer: 'GameRoundList',
} as const satisfies EndpointSpec;

/** Stateless: a round recomputed from its seeds. */
export const verifyInhouseRound = {
  method: 'GET', path: '/wps/game/inhouse/verify', query: 'VerifyRoundQuery', answer: 'VerifyRoundAnswer',
} as const satisfies EndpointSpec;

/**
 * Starts a rocket flight (crash games only): the stake is debited at once and the crash point fixed
 * from the seed pair, hidden until the flight ends. The same requestId again answers the first flight.
 * The one-call crash round (`playInhouseRound` with `crash.cashOut`) stays valid.
 */
export const startCrashFlight = {
  method: 'POST', path: '/wps/game/inhouse/crash/start', auth: 'optional', body: 'StartCrashBody', answer: 'CrashFlightAnswer',
} as const satisfies EndpointSpec;

/**
 * Cashes a flight out at the multiplier of the server's clock: a win below the crash point, else the
 * flight has crashed. Once settled, the same call answers the settled flight and pays nothing again.
 */
export const cashOutCrashFlight = {
  method: 'POST', path: '/wps/game/inhouse/crash/cashout', auth: 'optional', body: 'CrashFlightBody', answer: 'CrashFlightAnswer',
} as const satisfies EndpointSpec;

/** A flight as it stands on the server's clock (one past its crash point or automatic target is settled first). */
export const crashFlight = {
  method: 'GET', path: '/wps/game/inhouse/crash/flight', auth: 'optional', query: 'CrashFlightQuery', answer: 'CrashFlightAnswer',
} as const satisfies EndpointSpec;
