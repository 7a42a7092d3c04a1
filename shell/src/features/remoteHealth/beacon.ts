import { remoteHealthReport, type HealthReportBody } from '@portal/shared/contracts';

/**
 * Sends a batch the way that survives the page going away: `navigator.sendBeacon` (a JSON Blob; the
 * browser sends it after the page is gone), else `fetch` with `keepalive`. Not through the HTTP
 * client: a beacon carries no headers, and none are needed (guests report too, nothing personal is
 * sent). A lost batch is lost: health is a sample, never retried.
 */
export function beaconSender(nav: Pick<Navigator, 'sendBeacon'> | undefined = globalThis.navigator, fetchImpl: typeof fetch | undefined = globalThis.fetch) {
  return (body: HealthReportBody): void => {
    const json = JSON.stringify(body);
    try {
      if (nav?.sendBeacon?.(remoteHealthReport.path, new Blob([json], { type: 'application/json' }))) return;
    } catch {
      // A browser that refuses the beacon (too large, not allowed): fall back to fetch.
    }
    fetchImpl?.(remoteHealthReport.path, { method: 'POST', body: json, headers: { 'Content-Type': 'application/json' }, keepalive: true, credentials: 'same-origin' }).catch(
      () => undefined,
    );
  };
}
