import { http } from '@portal/kernel';
import { protectionStatus, type ProtectionStatus } from '@portal/shared/contracts';

let drawnTogether: Promise<ProtectionStatus> | null = null;

/**
 * The member's limits and break. The parts of one page that read it (the centre's banner, the page's
 * own gate or form) mount in one render and share one call; a read after that task (the next page, a
 * read again after a change) asks the server anew, so nothing is ever answered from an old read. No
 * abort signal: one part leaving must not cancel the others' answer (useQuery drops a late one).
 */
export function readProtectionStatus(): Promise<ProtectionStatus> {
  if (!drawnTogether) {
    drawnTogether = http.call(protectionStatus);
    queueMicrotask(() => {
      drawnTogether = null;
    });
  }
  return drawnTogether;
}
