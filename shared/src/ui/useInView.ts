import { useCallback, useEffect, useState } from 'react';

export interface InViewOptions {
  threshold?: number;
  rootMargin?: string;
  /** Stop watching once seen (lazy images). */
  once?: boolean;
}

/** Whether IntersectionObserver exists; without it everything counts as in view. */
export const canObserve = () => typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function';

/** A callback ref and whether its element intersects the viewport (or its scrolling ancestors). */
export function useInView<T extends Element>({ threshold = 0, rootMargin, once = false }: InViewOptions = {}): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [inView, setInView] = useState(() => !canObserve());
  const ref = useCallback((node: T | null) => setElement(node), []);

  useEffect(() => {
    if (!element || !canObserve()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, threshold, rootMargin, once]);

  return [ref, inView];
}
