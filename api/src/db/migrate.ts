import { Migrator } from 'kysely';
import type { DatabaseHandle } from './connect';
import { migrationProvider } from './migrations';

/** Brings the schema to the latest version; runs on every start (a no-op when up to date). */
export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
}
