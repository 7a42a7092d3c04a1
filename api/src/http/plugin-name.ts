/*
 * Gives a plugin the name Fastify shows in its errors and plugin tree. A plugin without one is looked
 * for among the exports of every loaded module (require.cache), once per registration: nothing in a
 * deployment, about half a second of each test server's start under jest, whose module registry that
 * scan walks through a proxy.
 */
export function named<T extends object>(name: string, plugin: T): T {
  Object.defineProperty(plugin, Symbol.for('fastify.display-name'), { value: name, configurable: true });
  return plugin;
}
