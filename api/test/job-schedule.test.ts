import Fastify from 'fastify';
import { scheduleJob } from '../src/db/job-tick';

/*
 * A scheduled job ticks on its interval's boundaries of the wall clock (whole 5 s for the lottery), not
 * at the server's start time plus whole intervals: work that falls due at a round time, a 1-minute
 * draw at :00, runs right then, instead of up to one interval later. The clock is jest's (Date and the
 * timers together); nextTick and setImmediate stay real for Fastify's start-up.
 */

afterEach(() => jest.useRealTimers());

test('ticks at the whole intervals of the clock, whenever the server started', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'], now: new Date('2026-01-01T12:00:00.300Z') });
  const app = Fastify();
  const runs: string[] = [];
  scheduleJob(app, 'test', 5_000, async () => {
    runs.push(new Date().toISOString());
    return null;
  });
  await app.ready();
  await jest.advanceTimersByTimeAsync(15_000);
  // A little after each boundary (never before it: a draw at :05.000 must be due when the tick reads it).
  expect(runs.map((at) => at.slice(0, 21))).toEqual(['2026-01-01T12:00:05.0', '2026-01-01T12:00:10.0', '2026-01-01T12:00:15.0']);
  await app.close();
});
