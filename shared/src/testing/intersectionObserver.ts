import { act } from '@testing-library/react';

/**
 * A controllable IntersectionObserver for tests of `useInView` users (jsdom has none). Install it in a
 * test file with `installIntersectionObserver()`; `intersect(element)` reports the element as on
 * screen to every observer watching it.
 */
class MockIntersectionObserver {
  static instances = new Set<MockIntersectionObserver>();
  readonly targets = new Set<Element>();
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: number[];

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    this.thresholds = [options.threshold ?? 0].flat();
    MockIntersectionObserver.instances.add(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.targets.clear();
    MockIntersectionObserver.instances.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  fire(target: Element, isIntersecting: boolean) {
    const rect = target.getBoundingClientRect();
    const entry = { target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0, boundingClientRect: rect, intersectionRect: rect, rootBounds: null, time: Date.now() };
    this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

export function installIntersectionObserver(): void {
  beforeEach(() => {
    MockIntersectionObserver.instances.clear();
    Object.defineProperty(window, 'IntersectionObserver', { value: MockIntersectionObserver, configurable: true, writable: true });
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
}

/** Reports `element` as (not) intersecting to every observer watching it. */
export function intersect(element: Element, isIntersecting = true): void {
  act(() => {
    for (const observer of [...MockIntersectionObserver.instances]) {
      if (observer.targets.has(element)) observer.fire(element, isIntersecting);
    }
  });
}

/** Options of the observers watching `element` (e.g. the lazy-image threshold). */
export function observersOf(element: Element): { thresholds: number[]; rootMargin: string }[] {
  return [...MockIntersectionObserver.instances].filter((observer) => observer.targets.has(element));
}
