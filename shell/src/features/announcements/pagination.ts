export type PageItem = number | 'gap';

/**
 * The page buttons of the announcement list (spec §9: margin 1, range 5): the first and last
 * `margin` pages, a window of `range` pages around the current one, and gaps between.
 */
export function pageItems(current: number, total: number, margin: number, range: number): PageItem[] {
  if (total <= margin * 2 + range) return Array.from({ length: total }, (_, i) => i + 1);
  let start = Math.max(margin + 1, current - Math.floor(range / 2));
  const end = Math.min(total - margin, start + range - 1);
  start = Math.max(margin + 1, end - range + 1);
  const items: PageItem[] = [];
  for (let page = 1; page <= margin; page += 1) items.push(page);
  if (start > margin + 1) items.push('gap');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < total - margin) items.push('gap');
  for (let page = total - margin + 1; page <= total; page += 1) items.push(page);
  return items;
}
