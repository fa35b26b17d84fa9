import { normalizeDirection, projectionPercent, type Signal } from '@sinais/shared';

/** A signal as the dashboard shows it (spec 000 §3): always a type, an id, a class and a status. */
export type ViewSignal = Omit<Signal, 'signal_class'> & { signal_class: string };

function num(v: unknown): number {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : 0;
}
function str(v: unknown): string | null {
  return typeof v === 'string' && v.length > 0 ? v : null;
}

/** spec 000 §3/§5: type normalised to COMPRA/VENDA, id falls back to symbol + entry time, class PADRÃO, status CONFIRMED. */
export function normalizeSignal(raw: unknown): ViewSignal | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const symbol = str(r.symbol);
  if (!symbol) return null;
  const type = normalizeDirection(r.type ?? r.direction);
  const entry = num(r.entry_price);
  const target = num(r.target_price);
  const entryTime = str(r.entry_time) ?? str(r.created_at) ?? str(r.confirmed_at) ?? '';
  return {
    ...(r as Partial<Signal>),
    id: str(r.id) ?? `${symbol}-${entryTime}`,
    symbol,
    type,
    direction: type,
    entry_price: entry,
    target_price: target,
    stop_loss: num(r.stop_loss),
    projection_percentage: projectionPercent(
      type,
      entry,
      target,
      typeof r.projection_percentage === 'number' ? r.projection_percentage : null,
    ),
    signal_class: str(r.signal_class) ?? 'PADRÃO',
    status: (str(r.status) ?? 'CONFIRMED') as Signal['status'],
    outcome: (str(r.outcome) ?? null) as Signal['outcome'],
    entry_time: entryTime,
    created_at: str(r.created_at) ?? entryTime,
    confirmed_at: str(r.confirmed_at),
    closed_at: str(r.closed_at),
    profit_loss: typeof r.profit_loss === 'number' ? r.profit_loss : null,
    gross_profit_loss: typeof r.gross_profit_loss === 'number' ? r.gross_profit_loss : null,
    fees_pct: typeof r.fees_pct === 'number' ? r.fees_pct : null,
    funding_pct: typeof r.funding_pct === 'number' ? r.funding_pct : null,
    reference_price: typeof r.reference_price === 'number' ? r.reference_price : null,
    experimental: r.experimental === true,
    exit_price: typeof r.exit_price === 'number' ? r.exit_price : null,
  } as ViewSignal;
}

/** spec 000 §7: a data array, a plain array, data.confirmed_signals or signals; anything else is an empty list. */
export function extractSignalList(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (!body || typeof body !== 'object') return [];
  const b = body as Record<string, unknown>;
  if (Array.isArray(b.data)) return b.data;
  const data = b.data as Record<string, unknown> | undefined;
  if (data && Array.isArray(data.confirmed_signals)) return data.confirmed_signals;
  if (data && Array.isArray(data.signals)) return data.signals;
  if (Array.isArray(b.signals)) return b.signals;
  return [];
}

export function latestSeqOf(body: unknown): number | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as { latest_seq?: unknown; data?: { latest_seq?: unknown } };
  const v = b.latest_seq ?? b.data?.latest_seq;
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null;
}

/** spec 000 §4: buy plus sell must equal the total, otherwise the API cache is stale. */
export function countsMismatch(total: number, buy: number, sell: number): boolean {
  return buy + sell !== total;
}
