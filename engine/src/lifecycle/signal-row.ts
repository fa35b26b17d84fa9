import { signalSchema, type Signal } from '@sinais/shared';

/** Signal fields in column order; the table has one column per field of signalSchema. */
export const SIGNAL_COLUMNS = Object.keys(signalSchema.shape) as Array<keyof Signal>;

const JSON_COLUMNS = new Set<keyof Signal>(['reasons', 'confirmation_reasons', 'rejection_reasons']);
const TIME_COLUMNS = new Set<keyof Signal>([
  'entry_time',
  'created_at',
  'confirmed_at',
  'rejected_at',
  'closed_at',
]);

export function signalToParams(s: Signal): unknown[] {
  return SIGNAL_COLUMNS.map((c) => (JSON_COLUMNS.has(c) ? JSON.stringify(s[c]) : s[c]));
}

/** A row as both drivers return it (timestamps as Date, jsonb parsed) back to a validated Signal. */
export function rowToSignal(row: Record<string, unknown>): Signal {
  const out: Record<string, unknown> = {};
  for (const c of SIGNAL_COLUMNS) {
    const v = row[c];
    out[c] = TIME_COLUMNS.has(c) && v instanceof Date ? v.toISOString() : v;
  }
  return signalSchema.parse(out);
}
