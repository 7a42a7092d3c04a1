import path from 'node:path';
import { REPO_ROOT } from '../paths';

export type DatabaseTarget =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; connectionString: string };

/**
 * `sqlite:<file>` (also `sqlite://<file>`; relative to the repo root; `:memory:` allowed) or
 * `postgres://…` / `postgresql://…`. Anything else is a configuration mistake and stops the start.
 */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    return { dialect: 'postgres', connectionString: url };
  }
  if (url.startsWith('sqlite:')) {
    const raw = url.slice('sqlite:'.length).replace(/^\/\/(?=\/|[A-Za-z]:|\.)/, '');
    if (!raw) throw new Error('DATABASE_URL sqlite: needs a file path');
    return { dialect: 'sqlite', file: raw === ':memory:' ? raw : path.resolve(REPO_ROOT, raw) };
  }
  throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got "${url}"`);
}
