/**
 * True when a driver error is a unique-constraint violation, for both drivers: better-sqlite3 reports
 * `SQLITE_CONSTRAINT_UNIQUE` / `SQLITE_CONSTRAINT_PRIMARYKEY`, node-postgres SQLSTATE `23505`.
 * Callers use it to turn a lost insert race into a domain answer (account exists, replayed ledger entry).
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
