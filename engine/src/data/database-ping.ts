import type { Queryable } from '@sinais/shared/server';

/** The cheapest statement the database must answer (readiness). */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
