/**
 * The person asked for less motion (the system's setting): animations end at once, nothing moves by
 * itself. Since 2.11.0; the games, promotions and the shell had each written it.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
