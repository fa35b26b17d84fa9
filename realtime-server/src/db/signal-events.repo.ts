import {
  makeEnvelope,
  signalSchema,
  type SignalEventKind,
  type SignalEventType,
  type TypedEnvelope,
} from '@sinais/shared';
import type { Queryable } from '@sinais/shared/server';

const KIND_TO_TYPE: Record<SignalEventKind, SignalEventType> = {
  created: 'signal:created',
  confirmed: 'signal:confirmed',
  rejected: 'signal:rejected',
  closed: 'signal:closed',
  updated: 'signal:updated',
};

export const MEMBER_SIGNAL_KINDS: readonly SignalEventKind[] = ['confirmed', 'closed', 'updated'];
export const ALL_SIGNAL_KINDS: readonly SignalEventKind[] = [
  'created',
  'confirmed',
  'rejected',
  'closed',
  'updated',
];

interface EventRow {
  id: number;
  kind: SignalEventKind;
  payload: unknown;
  created_at: Date;
}

/** Rebuilds the envelope the engine published for a stored change: same type, same id (the seq), same data. */
export function rowToEnvelope(row: EventRow): TypedEnvelope {
  const signal = signalSchema.parse(row.payload);
  return makeEnvelope(
    KIND_TO_TYPE[row.kind],
    { seq: row.id, kind: row.kind, signal },
    {
      id: String(row.id),
      ts: row.created_at.getTime(),
    },
  );
}

export function createSignalEventsRepo(db: Queryable) {
  return {
    async latestSeq(): Promise<number> {
      const rows = await db.query<{ m: number | null }>('SELECT max(id) AS m FROM signal_events');
      return Number(rows[0]?.m ?? 0);
    },
    /** Changes after a seq, oldest first. */
    async listAfter(afterSeq: number, kinds: readonly SignalEventKind[], limit: number, upToSeq?: number) {
      const rows = await db.query<EventRow>(
        `SELECT id, kind, payload, created_at FROM signal_events
         WHERE id > $1 AND ($2::int8 IS NULL OR id <= $2) AND kind = ANY($3::text[])
         ORDER BY id LIMIT $4`,
        [afterSeq, upToSeq ?? null, kinds, limit],
      );
      return rows.map(rowToEnvelope);
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
