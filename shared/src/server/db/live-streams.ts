import type { Queryable } from './db';

/**
 * The epoch of the recoverable live streams (table `live_stream_epoch`, one row). A new database starts with its
 * own (migration 060); a database whose log offsets went back (a restore) is moved to a new one by whoever sees it.
 */
export async function readStreamEpoch(db: Queryable): Promise<string> {
  const rows = await db.query<{ epoch: string }>('SELECT epoch FROM live_stream_epoch');
  if (rows[0]) return rows[0].epoch;
  // A database emptied by hand: start one rather than fail every reader.
  const made = await db.query<{ epoch: string }>(
    `INSERT INTO live_stream_epoch (epoch) VALUES (gen_random_uuid()::text)
     ON CONFLICT (singleton) DO UPDATE SET epoch = live_stream_epoch.epoch RETURNING epoch`,
  );
  return made[0]!.epoch;
}

/**
 * Starts a new epoch if the current one is still `seen` (two readers noticing the same restore start one, not
 * two); returns the epoch now current.
 */
export async function rotateStreamEpoch(db: Queryable, seen: string): Promise<string> {
  const rows = await db.query<{ epoch: string }>(
    `UPDATE live_stream_epoch SET epoch = gen_random_uuid()::text, started_at = now()
     WHERE epoch = $1 RETURNING epoch`,
    [seen],
  );
  return rows[0]?.epoch ?? readStreamEpoch(db);
}

export interface LogStreamBounds {
  epoch: string;
  /** Highest and lowest system_logs id kept (0 when there is none). */
  latest: number;
  oldest: number;
}

/** The log stream's epoch and the offsets the store still holds, in one read. */
export async function readLogStreamBounds(db: Queryable): Promise<LogStreamBounds> {
  const rows = await db.query<{
    epoch: string | null;
    latest: string | number | null;
    oldest: string | number | null;
  }>(
    `SELECT (SELECT epoch FROM live_stream_epoch) AS epoch,
            (SELECT max(id) FROM system_logs) AS latest, (SELECT min(id) FROM system_logs) AS oldest`,
  );
  const r = rows[0];
  return {
    epoch: r?.epoch ?? (await readStreamEpoch(db)),
    latest: Number(r?.latest ?? 0),
    oldest: Number(r?.oldest ?? 0),
  };
}
