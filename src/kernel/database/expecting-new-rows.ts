import { EntityManager } from 'typeorm';

/** PostgreSQL's SQLSTATE for a duplicate key. */
const UNIQUE_VIOLATION = '23505';

let savepoints = 0;

/** Whether a statement failed on a duplicate key. */
export const isDuplicateKey = (error: unknown) => (error as { code?: string } | null)?.code === UNIQUE_VIOLATION;

/**
 * Runs `insert`, a plain INSERT of rows that should all be new, and answers its result; when one of them is there
 * already (a duplicate key), undoes it and answers `ifSomeExist()` instead (an INSERT ... ON CONFLICT, a lookup of the
 * row that was there). In a transaction, `insert` runs in a savepoint, so the transaction goes on after a duplicate.
 * A bulk writer's rows are new as a rule: a plain INSERT spares each of them the speculative insertion of ON CONFLICT
 * (a second look at the unique index, and a confirmation record in the write-ahead log).
 */
export async function expectingNewRows<T>(
  manager: EntityManager,
  insert: () => Promise<T>,
  ifSomeExist: () => Promise<T>,
): Promise<T> {
  const savepoint = manager.queryRunner?.isTransactionActive ? `expecting_new_rows_${++savepoints}` : null;
  if (savepoint) await manager.query(`SAVEPOINT ${savepoint}`);
  try {
    const result = await insert();
    if (savepoint) await manager.query(`RELEASE SAVEPOINT ${savepoint}`);
    return result;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    if (savepoint) await manager.query(`ROLLBACK TO SAVEPOINT ${savepoint}`);
    return ifSomeExist();
  }
}
