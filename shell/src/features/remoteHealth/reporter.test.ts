import type { HealthReportBody } from '@portal/shared/contracts';
import { beaconSender } from './beacon';
import { createHealthReporter, HEALTH_FLUSH_MS, type HealthTimers } from './reporter';

/** Timers the test runs by hand: `due` is what waits, `run()` fires it. */
function manualTimers() {
  const due: Array<{ run: () => void; ms: number }> = [];
  const timers: HealthTimers = {
    set: (run, ms) => {
      const timer = { run, ms };
      due.push(timer);
      return timer;
    },
    clear: (handle) => {
      const at = due.indexOf(handle as (typeof due)[number]);
      if (at >= 0) due.splice(at, 1);
    },
  };
  return { timers, due, run: () => due.splice(0).forEach((timer) => timer.run()) };
}

test('one report per load (its token), sent once the 10 s batch is due; a second outcome of a load and a load without a token are not sent', () => {
  const sent: HealthReportBody[] = [];
  const clock = manualTimers();
  const reporter = createHealthReporter({ send: (body) => sent.push(body), timers: clock.timers });

  reporter.record('mfe-lottery', '1.1.0', 'chunk', 't1');
  reporter.record('mfe-lottery', '1.1.0', 'chunk', 't2');
  reporter.record('mfe-lottery', '1.0.0', 'ok', 't3');
  reporter.record('mfe-lottery', '1.0.0', 'render', 't3');
  reporter.record('mfe-games', '1.1.0', 'chunk', undefined);
  expect(sent).toEqual([]);
  expect(clock.due).toHaveLength(1);
  expect(clock.due[0]!.ms).toBe(HEALTH_FLUSH_MS);

  clock.run();
  expect(sent).toEqual([
    {
      reports: [
        { remote: 'mfe-lottery', version: '1.1.0', outcome: 'chunk', token: 't1' },
        { remote: 'mfe-lottery', version: '1.1.0', outcome: 'chunk', token: 't2' },
        { remote: 'mfe-lottery', version: '1.0.0', outcome: 'ok', token: 't3' },
      ],
    },
  ]);
  // A token reported is never reported again, even after its batch went.
  reporter.record('mfe-lottery', '1.1.0', 'ok', 't1');
  reporter.flush();
  expect(sent).toHaveLength(1);
  expect(clock.due).toHaveLength(0);
});

test('a batch carries at most 50 reports: more go in further batches', () => {
  const sent: HealthReportBody[] = [];
  const reporter = createHealthReporter({ send: (body) => sent.push(body), timers: manualTimers().timers });
  for (let i = 0; i < 120; i++) reporter.record('mfe-games', `1.0.${i}`, 'ok', `t${i}`);
  reporter.flush();
  expect(sent.map((body) => body.reports.length)).toEqual([50, 50, 20]);
});

/** jsdom's Blob has no text(): read it as a browser would. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

test('leaving the page sends what waits at once, by sendBeacon, one JSON Blob', async () => {
  const sendBeacon = jest.fn((_url: string, _data?: BodyInit | null) => true);
  const fetchImpl = jest.fn();
  const reporter = createHealthReporter({ send: beaconSender({ sendBeacon }, fetchImpl), timers: manualTimers().timers, page: window });

  reporter.record('mfe-lottery', '1.1.0', 'manifest', 'a');
  reporter.record('mfe-lottery', '1.1.0', 'manifest', 'b');
  window.dispatchEvent(new Event('pagehide'));
  window.dispatchEvent(new Event('pagehide'));

  expect(sendBeacon).toHaveBeenCalledTimes(1);
  expect(fetchImpl).not.toHaveBeenCalled();
  const [url, blob] = sendBeacon.mock.calls[0]!;
  expect(url).toBe('/wps/remotes/health');
  expect(blob).toBeInstanceOf(Blob);
  expect((blob as Blob).type).toBe('application/json');
  expect(JSON.parse(await textOf(blob as Blob))).toEqual({
    reports: [
      { remote: 'mfe-lottery', version: '1.1.0', outcome: 'manifest', token: 'a' },
      { remote: 'mfe-lottery', version: '1.1.0', outcome: 'manifest', token: 'b' },
    ],
  });
  reporter.stop();
});

test('the page going hidden sends too; a refused beacon falls back to fetch with keepalive', () => {
  const sendBeacon = jest.fn(() => false);
  const fetchImpl = jest.fn((_url: string, _init?: RequestInit) => Promise.resolve({ ok: true }));
  const reporter = createHealthReporter({ send: beaconSender({ sendBeacon }, fetchImpl as unknown as typeof fetch), timers: manualTimers().timers, page: window });
  reporter.record('mfe-agent', '2.0.0', 'render', 'r');

  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('visibilitychange'));
  expect(sendBeacon).not.toHaveBeenCalled();

  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  window.dispatchEvent(new Event('visibilitychange'));
  expect(sendBeacon).toHaveBeenCalledTimes(1);
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  const [url, init] = fetchImpl.mock.calls[0]!;
  expect(url).toBe('/wps/remotes/health');
  expect(init).toMatchObject({ method: 'POST', keepalive: true });
  expect(JSON.parse(init!.body as string)).toEqual({ reports: [{ remote: 'mfe-agent', version: '2.0.0', outcome: 'render', token: 'r' }] });
  reporter.stop();
});
