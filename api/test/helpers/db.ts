import SqliteDatabase from 'better-sqlite3';

/**
 * Opens a test server's SQLite file directly: to read what a person would see on a screen (the
 * captcha code drawn in the PNG) or to age a row (an expired session). WAL lets it sit beside the server.
 */
export function withDb<T>(file: string, use: (db: SqliteDatabase.Database) => T): T {
  const db = new SqliteDatabase(file);
  db.pragma('busy_timeout = 5000');
  try {
    return use(db);
  } finally {
    db.close();
  }
}

export function captchaCode(file: string, key: string): string {
  const row = withDb(file, (db) => db.prepare('SELECT code FROM captcha WHERE key = ?').get(key) as { code: string } | undefined);
  if (!row) throw new Error(`no captcha stored for ${key}`);
  return row.code;
}

let counter = 0;
/** A fresh client-side captcha key, as the front end makes one. */
export function newCaptchaKey(): string {
  counter += 1;
  return `test-${process.pid}-${Date.now()}-${counter}`;
}
