/*
 * Route schemas compiled when a request first needs them, not when the server starts. Compiling the
 * validators and answer serializers of every call the site serves (~300 routes) costs about a second
 * of CPU at each start (ajv and fast-json-stringify generate and compile code per schema), while an
 * instance answers many of those calls rarely, and a test server a handful. What is compiled is the
 * same; `compileEverySchema` compiles all that still wait, so a test proves every schema compiles
 * (api/test/schemas-compile.test.ts) and a schema ajv refuses fails before it ships, not on a request.
 */

const waiting = new Set<() => unknown>();

/** `compile` run once, on the first call of what `use` makes of it (or by compileEverySchema). */
export function onFirstUse<T, F>(compile: () => T, use: (compiled: () => T) => F): F {
  let compiled: T | undefined;
  let done = false;
  const once = (): T => {
    if (!done) {
      compiled = compile();
      done = true;
      waiting.delete(once);
    }
    return compiled as T;
  };
  waiting.add(once);
  return use(once);
}

/** Compiles every schema still waiting for its first request; throws what the compiler throws. */
export function compileEverySchema(): number {
  const all = [...waiting];
  for (const compile of all) compile();
  return all.length;
}
