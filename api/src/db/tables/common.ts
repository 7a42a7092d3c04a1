/*
 * Conventions that keep SQLite and PostgreSQL interchangeable:
 * - timestamps are ISO-8601 UTC strings (`toISOString()`), so they compare correctly as text on both
 *   and come back as the same JS type from both drivers;
 * - flags are integers 0/1 (SQLite has no boolean type);
 * - money is an integer of minor units (bigint columns, read back as JS numbers).
 */

export type IsoTime = string;
export type Flag = 0 | 1;
