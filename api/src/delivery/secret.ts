import type { AppContext } from '../context';
import { loadServerSecret } from '../crypto/server-secret';

/** The HMAC key of override links and cookies (server_key `remote-override`), loaded once per server. */
const keys = new WeakMap<AppContext, Promise<Buffer>>();

export function overrideKey(ctx: AppContext): Promise<Buffer> {
  let key = keys.get(ctx);
  if (!key) {
    key = loadServerSecret(ctx.db, 'remote-override');
    // A failed load (database down) is tried again on the next request rather than kept.
    key.catch(() => keys.delete(ctx));
    keys.set(ctx, key);
  }
  return key;
}
