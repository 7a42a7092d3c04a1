import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Id of the selected tab. */
  value: string;
  onChange: (id: string) => void;
  /** Names the tab list for screen readers. */
  label: string;
  /** The selected tab's content, rendered in its tab panel. */
  children?: ReactNode;
  className?: string;
}

/** Moves along enabled tabs with wrap-around, as the WAI-ARIA tabs pattern asks. */
function nextEnabled(items: readonly TabItem[], from: number, step: 1 | -1): number {
  for (let offset = 1; offset <= items.length; offset += 1) {
    const index = (from + step * offset + items.length) % items.length;
    if (!items[index]?.disabled) return index;
  }
  return from;
}

/**
 * Scrolls a tab row sideways just enough that `tab` is whole in it. Not scrollIntoView: that may scroll
 * the page too, and a row lower down would pull the page to it as it opens.
 */
function revealTab(list: HTMLElement, tab: HTMLElement): void {
  const row = list.getBoundingClientRect();
  const { left, right } = tab.getBoundingClientRect();
  if (left < row.left) list.scrollLeft -= row.left - left;
  else if (right > row.right) list.scrollLeft += right - row.right;
}

/**
 * Controlled tabs (WAI-ARIA pattern): arrow keys, Home and End move and select; only the selected tab
 * is in the Tab order, so the keyboard reaches the panel in one step. A row wider than the screen
 * scrolls to the selected tab, when it opens and whenever another is chosen (a link to a vendor at the
 * end of the row showed a row where nothing looked selected).
 */
export function Tabs({ items, value, onChange, label, children, className }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === value),
  );
  const listRef = useRef<HTMLDivElement>(null);
  const selectedId = items[selectedIndex]?.id;
  useEffect(() => {
    const tab = tabRefs.current[selectedIndex];
    if (listRef.current && tab) revealTab(listRef.current, tab);
    // Moved when the selection changes (by id: a tab added before it shifts its index), not on every render.
  }, [selectedId]);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;

  const select = (index: number) => {
    const item = items[index];
    if (!item || item.disabled) return;
    tabRefs.current[index]?.focus();
    if (item.id !== value) onChange(item.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, () => number> = {
      ArrowRight: () => nextEnabled(items, selectedIndex, 1),
      ArrowLeft: () => nextEnabled(items, selectedIndex, -1),
      Home: () => nextEnabled(items, -1, 1),
      End: () => nextEnabled(items, items.length, -1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    select(move());
  };

  return (
    <div className={className}>
      <div ref={listRef} role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const selected = index === selectedIndex;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              className={cx(styles.tab, selected && styles.selected)}
              onClick={() => select(index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)} tabIndex={0} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
