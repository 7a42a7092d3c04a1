import type { CreateTableBuilder } from 'kysely';
import type { DialectName } from '../connect';

/**
 * An auto-increment integer primary key: the one piece of DDL that SQLite and PostgreSQL spell
 * differently (`INTEGER PRIMARY KEY AUTOINCREMENT` vs `SERIAL PRIMARY KEY`).
 */
export function withId(dialect: DialectName) {
  return <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
