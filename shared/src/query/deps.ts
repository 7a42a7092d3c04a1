import type { DependencyList } from 'react';
import { isApiError } from '@portal/kernel';

/** React's own comparison of effect dependencies: same length, each `Object.is`. */
export function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

/** What a failed load shows: the `ApiError`'s message (already in the user's language), else null (a bug is no message). */
export function messageOf(error: unknown): string | null {
  return isApiError(error) && error.message ? error.message : null;
}

/** Calls `load` now; a synchronous throw becomes a rejection. */
export function start<T>(load: (signal: AbortSignal) => Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve) => resolve(load(signal)));
}
