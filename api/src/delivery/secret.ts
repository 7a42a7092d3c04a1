import type { AppContext } from '../context';
import { loadServerSecret } from '../crypto/server-secret';

/*
 * The HMAC keys of delivery, each a server secret (table `server_key`, made on first use, shared by the
 * instances) loaded once per server: `remote-override` signs override links and cookies, `remote-load`
 * the load tokens of the health beacons. Two keys, so neither kind of token can pass for the other.
 */
type KeyName = 'remote-override' | 'remote-load';
const keys = new WeakMap<AppContext, Map<KeyName, Promise<Buffer>>>();

function keyOf(ctx: AppContext, name: KeyName): Promise<Buffer> {
  let byName = keys.get(ctx);
  if (!byName) keys.set(ctx, (byName = new Map()));
  let key = byName.get(name);
  if (!key) {
    key = loadServerSecret(ctx.db, name);
    // A failed load (database down) is tried again on the next request rather than kept.
    key.catch(() => byName.delete(name));
    byName.set(name, key);
  }
  return key;
}

export const overrideKey = (ctx: AppContext): Promise<Buffer> => keyOf(ctx, 'remote-override');
export const loadKey = (ctx: AppContext): Promise<Buffer> => keyOf(ctx, 'remote-load');
