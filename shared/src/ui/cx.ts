/** Joins class names, skipping the missing ones (CSS Module lookups may be undefined). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
