import {
  signalChangeSchema,
  signalSchema,
  type Signal,
  type SignalChange,
  type SignalEventKind,
} from '../../schemas/signal';
import type { Queryable } from './db';

/**
 * The signals table has one column per field of signalSchema, in this order: the one column list and the one
 * row ↔ Signal mapping, used by the engine (writes) and the gateway (reads).
 */
export const SIGNAL_COLUMNS = Object.keys(signalSchema.shape) as Array<keyof Signal>;

const JSON_COLUMNS = new Set<keyof Signal>(['reasons', 'confirmation_reasons', 'rejection_reasons']);
const TIME_COLUMNS = new Set<keyof Signal>([
  'entry_time',
  'created_at',
  'confirmed_at',
  'rejected_at',
  'closed_at',
]);

/** Query parameters for SIGNAL_COLUMNS, in order. */
export function signalToParams(s: Signal): unknown[] {
  return SIGNAL_COLUMNS.map((c) => (JSON_COLUMNS.has(c) ? JSON.stringify(s[c]) : s[c]));
}

function fieldsOf(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of SIGNAL_COLUMNS) {
    const v = row[c];
    out[c] = TIME_COLUMNS.has(c) && v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

/** A row as both drivers return it (timestamps as Date, jsonb parsed), validated as it enters the process. */
export function signalFromRow(row: Record<string, unknown>): Signal {
  return signalSchema.parse(fieldsOf(row));
}

/** Like signalFromRow, for lists that leave out a row that no longer fits the schema instead of failing. */
export function signalFromRowOrNull(row: Record<string, unknown>): Signal | null {
  const parsed = signalSchema.safeParse(fieldsOf(row));
  return parsed.success ? parsed.data : null;
}

/** A signal_events payload (the Signal as published) validated as it enters the process; null if it no longer fits. */
export function signalFromPayloadOrNull(payload: unknown): Signal | null {
  const parsed = signalSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/** A signal_events row as a validated change; its seq is the row id. */
export interface SignalEventRow {
  id: number | string;
  kind: SignalEventKind;
  payload: unknown;
}
export function signalChangeFromRow(row: SignalEventRow): SignalChange {
  return signalChangeSchema.parse({ seq: Number(row.id), kind: row.kind, signal: row.payload });
}

/** Appends a change to the never-rewritten history (inside the transaction that wrote the row); returns its seq. */
export async function appendSignalEvent(
  q: Queryable,
  signal: Signal,
  kind: SignalEventKind,
): Promise<number> {
  const rows = await q.query<{ id: number }>(
    'INSERT INTO signal_events (signal_id, kind, payload) VALUES ($1, $2, $3) RETURNING id',
    [signal.id, kind, JSON.stringify(signal)],
  );
  return Number(rows[0]!.id);
}
