import { inhouseRounds, inhouseSession, launchGame, playInhouseRound, rotateInhouseSeed, verifyInhouseRound } from '@portal/shared/contracts';
import { stubEndpoints } from '@portal/shared/testing';

/**
 * The game page's calls, each answered by a fresh jest mock the test sets up (its input is the call's
 * query or body); call it in `beforeEach`.
 */
export function stubGameCalls() {
  const calls = { launch: jest.fn(), session: jest.fn(), round: jest.fn(), seed: jest.fn(), rounds: jest.fn(), verify: jest.fn() };
  stubEndpoints()
    .on(launchGame, calls.launch)
    .on(inhouseSession, calls.session)
    .on(playInhouseRound, calls.round)
    .on(rotateInhouseSeed, calls.seed)
    .on(inhouseRounds, calls.rounds)
    .on(verifyInhouseRound, calls.verify);
  return calls;
}
export type GameCalls = ReturnType<typeof stubGameCalls>;
