import type { IsoTime } from './schema';

/** The one way timestamps are written, so text comparison in SQL orders them correctly. */
export function isoNow(): IsoTime {
  return new Date().toISOString();
}

export function isoIn(ms: number, from: number = Date.now()): IsoTime {
  return new Date(from + ms).toISOString();
}
