import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool, types as pgTypes } from 'pg';
import type { Database } from './schema';
import { parseDatabaseUrl, type DatabaseTarget } from './database-url';

export type DialectName = DatabaseTarget['dialect'];

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
}

export function connectDatabase(url: string): DatabaseHandle {
  const target = parseDatabaseUrl(url);
  if (target.dialect === 'postgres') {
    return { dialect: 'postgres', db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: postgresPool(target.connectionString) }) }) };
  }
  return { dialect: 'sqlite', db: new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(target.file) }) }) };
}

function openSqlite(file: string): SqliteDatabase.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers (tests, ops tools) look at the file while the server writes; NORMAL sync is
  // durable across application crashes in WAL mode and much faster than FULL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  // SQLite ships with foreign keys off for backward compatibility; the schema relies on them.
  sqlite.pragma('foreign_keys = ON');
  // Another process holding the write lock (a migration, an ops script) makes us wait, not fail.
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

const INT8_OID = 20;

function postgresPool(connectionString: string): Pool {
  // node-postgres returns int8 (bigint money columns, COUNT(*)) as strings to avoid precision loss;
  // minor units stay far below 2^53, so read them as numbers like SQLite does. Scoped to this pool
  // instead of the global type registry, so other pg users in the process are unaffected.
  const pool = new Pool({
    connectionString,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? (value: string) => Number(value) : pgTypes.getTypeParser(oid, format)) as typeof pgTypes.getTypeParser,
    },
  });
  // An idle pooled connection that the server ends (a restart, a failover, an admin's terminate, a
  // dropped database) is reported as an 'error' on the pool, which without a listener ends the process.
  // The pool has already discarded that connection and opens a new one for the next query; a query in
  // flight gets its own error. So there is nothing to do here but not crash.
  pool.on('error', () => undefined);
  return pool;
}
