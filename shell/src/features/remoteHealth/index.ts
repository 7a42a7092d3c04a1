// Health from the field: each remote load and render outcome, batched to the API.
import type { RemoteName, RemoteOutcome } from '@portal/shared/contracts';
import { beaconSender } from './beacon';
import { createHealthReporter, type HealthReporter } from './reporter';

export { classifyFailure, type FailureStage } from './classify';
export { createHealthReporter, HEALTH_FLUSH_MS, type HealthReporter, type HealthTimers } from './reporter';
export { beaconSender } from './beacon';

let reporter: HealthReporter | null = null;

/** The page's reporter, made on the first outcome (a page that loads no remote sends nothing). */
function pageReporter(): HealthReporter {
  reporter ??= createHealthReporter({ send: beaconSender(), page: window });
  return reporter;
}

/** One load's outcome, with the load token the registry gave it (without one there is nothing the API would count). */
export function reportRemoteOutcome(remote: RemoteName, version: string, outcome: RemoteOutcome, token: string | undefined): void {
  pageReporter().record(remote, version, outcome, token);
}

/** Puts a reporter (tests: one with a recording sender and manual timers) in the page's place; null: back to the page's own. */
export function setHealthReporter(next: HealthReporter | null): void {
  reporter?.stop();
  reporter = next;
}
