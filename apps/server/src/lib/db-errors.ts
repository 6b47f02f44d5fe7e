/**
 * Recognising database errors the same way on both engines (architecture.md §1 "database").
 */

/** True for a unique or primary-key violation: SQLite `SQLITE_CONSTRAINT_UNIQUE`/`_PRIMARYKEY`, PostgreSQL 23505. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
