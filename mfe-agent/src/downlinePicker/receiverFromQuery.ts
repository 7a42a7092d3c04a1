import type { Receiver } from './DirectDownlinePicker';

/**
 * The receiver a shortcut of the downline member detail names in the query (`?member=<id>&account=<name>`),
 * chosen already when the transfer or envelope page opens; none when the query names nobody sound.
 */
export function receiverFromQuery(params: URLSearchParams): Receiver[] {
  const id = Number(params.get('member'));
  const account = params.get('account');
  return Number.isSafeInteger(id) && id > 0 && account ? [{ id, account }] : [];
}
