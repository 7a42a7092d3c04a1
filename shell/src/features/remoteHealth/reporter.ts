import { HEALTH_BATCH_MAX, type HealthReport, type HealthReportBody, type RemoteName, type RemoteOutcome } from '@portal/shared/contracts';

/** Flush a batch this long after its first report (the API keeps counts per minute). */
export const HEALTH_FLUSH_MS = 10_000;

export interface HealthTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface HealthReporterOptions {
  /** Sends one batch (at most HEALTH_BATCH_MAX reports); must not throw. */
  send: (body: HealthReportBody) => void;
  timers?: HealthTimers;
  flushMs?: number;
  /** Where `pagehide` and `visibilitychange` are heard (the page's window; none in a test that flushes itself). */
  page?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { document: Pick<Document, 'visibilityState'> };
}

export interface HealthReporter {
  /**
   * One load's outcome of `remote` at `version`, under the load token the registry gave with it (the
   * API counts a token once: a load without one, or a second outcome of the same load, is not sent).
   * Nothing else is reported: no person, no page.
   */
  record(remote: RemoteName, version: string, outcome: RemoteOutcome, token: string | undefined): void;
  /** Sends what waits now, in batches of at most HEALTH_BATCH_MAX. */
  flush(): void;
  /** Stops listening to the page and drops the timer (what waits is flushed first). */
  stop(): void;
}

const browserTimers: HealthTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Collects the remotes' outcomes and sends them in batches: one report per load (its token), sent
 * ~10 s after the first one waits, and at once when the page is hidden or left (the last chance a
 * phone gives a page to send anything).
 */
export function createHealthReporter({ send, timers = browserTimers, flushMs = HEALTH_FLUSH_MS, page }: HealthReporterOptions): HealthReporter {
  let pending: HealthReport[] = [];
  let timer: unknown = null;
  // The tokens this page reported already: a load's first outcome is its outcome.
  const reported = new Set<string>();

  const flush = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
    const reports = pending;
    pending = [];
    for (let start = 0; start < reports.length; start += HEALTH_BATCH_MAX) {
      send({ reports: reports.slice(start, start + HEALTH_BATCH_MAX) });
    }
  };

  const onPageHide = () => flush();
  const onVisibility = () => {
    if (page?.document.visibilityState === 'hidden') flush();
  };
  page?.addEventListener('pagehide', onPageHide);
  page?.addEventListener('visibilitychange', onVisibility);

  return {
    record(remote, version, outcome, token) {
      if (!token || reported.has(token)) return;
      reported.add(token);
      pending.push({ remote, version, outcome, token });
      if (timer === null) timer = timers.set(flush, flushMs);
    },
    flush,
    stop() {
      flush();
      page?.removeEventListener('pagehide', onPageHide);
      page?.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
