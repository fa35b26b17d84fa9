import {
  signalEnvelope,
  type RecordKind,
  type Signal,
  type SignalEnvelope,
  type SignalEventKind,
} from '@sinais/shared';
import {
  signalChangeFromRow,
  signalFromPayloadOrNull,
  type Queryable,
  type SignalEventRow,
} from '@sinais/shared/server';

/** jsonb payloads written before the flag existed have none: they were never experimental. */
const EXPERIMENTAL = "coalesce((payload->>'experimental')::boolean, false)";

/** Rebuilds the envelope the engine published for a stored change: same type, same id (the seq), same data. */
function envelopeOfRow(row: SignalEventRow & { created_at: Date }): SignalEnvelope {
  return signalEnvelope(signalChangeFromRow(row), row.created_at.getTime());
}

export function createSignalEventsRepo(db: Queryable) {
  return {
    async latestSeq(): Promise<number> {
      const rows = await db.query<{ m: number | null }>('SELECT max(id) AS m FROM signal_events');
      return Number(rows[0]?.m ?? 0);
    },
    /**
     * Changes after a seq, oldest first: of published signals the `kinds`, of experimental ones the
     * `experimentalKinds` (a reader's `replayScope`, so a replay holds exactly what the live rooms deliver).
     */
    async listAfter(
      afterSeq: number,
      kinds: readonly SignalEventKind[],
      limit: number,
      opts: { upToSeq?: number; experimentalKinds: readonly SignalEventKind[] },
    ): Promise<SignalEnvelope[]> {
      const rows = await db.query<SignalEventRow & { created_at: Date }>(
        `SELECT id, kind, payload, created_at FROM signal_events
         WHERE id > $1 AND ($2::int8 IS NULL OR id <= $2)
           AND (CASE WHEN ${EXPERIMENTAL} THEN kind = ANY($5::text[]) ELSE kind = ANY($3::text[]) END)
         ORDER BY id LIMIT $4`,
        [afterSeq, opts.upToSeq ?? null, kinds, limit, opts.experimentalKinds],
      );
      return rows.map(envelopeOfRow);
    },
    /**
     * The latest state of every decided signal of one record, replayed from the history (the newest event of each
     * signal): confirmed, rejected and closed ones, pending (undecided) ones left out. The published record never
     * holds an experimental signal, and the experimental record holds nothing else.
     */
    async latestDecidedStates(record: RecordKind): Promise<Signal[]> {
      const rows = await db.query<{ payload: unknown }>(
        `SELECT payload FROM (
           SELECT DISTINCT ON (signal_id) payload FROM signal_events ORDER BY signal_id, id DESC
         ) latest
         WHERE payload->>'status' IN ('CONFIRMED', 'REJECTED') AND ${EXPERIMENTAL} = $1`,
        [record === 'experimental'],
      );
      return rows.map((r) => signalFromPayloadOrNull(r.payload)).filter((s): s is Signal => s !== null);
    },
    async firstAfter(afterSeq: number): Promise<{ id: number; created_at: Date } | undefined> {
      const rows = await db.query<{ id: number; created_at: Date }>(
        'SELECT id, created_at FROM signal_events WHERE id > $1 ORDER BY id LIMIT 1',
        [afterSeq],
      );
      return rows[0];
    },
  };
}
export type SignalEventsRepo = ReturnType<typeof createSignalEventsRepo>;
