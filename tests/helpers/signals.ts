import { randomUUID } from 'node:crypto';
import { makeEnvelope, type Signal, type SignalEventKind, type SignalEventType } from '@sinais/shared';
import type { Bus, Db } from '@sinais/shared/server';

export function makeSignal(overrides: Partial<Signal> = {}): Signal {
  const now = new Date().toISOString();
  return {
    id: `sig_${randomUUID()}`,
    symbol: 'BTCUSDT',
    type: 'COMPRA',
    direction: 'COMPRA',
    entry_price: 95000.5,
    target_price: 97850,
    stop_loss: 92150.49,
    projection_percentage: 3,
    timeframe: '1h',
    strategy: 'MACD_MOMENTUM',
    score: 82,
    quality_score: 82,
    signal_class: 'ELITE',
    status: 'PENDING',
    outcome: null,
    risk_level: 'MÉDIO',
    expected_duration: '24h',
    reasons: ['RSI saindo de sobrevenda'],
    confirmation_reasons: [],
    rejection_reasons: [],
    behavior_type: 'NORMAL',
    btc_correlation: 0.5,
    bots_active: false,
    volume_24h: 1_000_000,
    profit_loss: null,
    best_excursion_pct: null,
    worst_excursion_pct: null,
    exit_price: null,
    entry_time: now,
    created_at: now,
    confirmed_at: null,
    rejected_at: null,
    closed_at: null,
    reference_price: null,
    gross_profit_loss: null,
    fees_pct: null,
    funding_pct: null,
    experimental: false,
    atr: null,
    ...overrides,
  };
}

const TYPE: Record<SignalEventKind, SignalEventType> = {
  created: 'signal:created',
  confirmed: 'signal:confirmed',
  rejected: 'signal:rejected',
  closed: 'signal:closed',
  updated: 'signal:updated',
};

/** Does what the engine does for one change: commit row + history in one transaction, then publish with id = seq. */
export async function commitSignalChange(
  db: Db,
  bus: Bus | null,
  signal: Signal,
  kind: SignalEventKind,
): Promise<number> {
  const seq = await db.tx(async (q) => {
    await q.query(
      `INSERT INTO signals (id, symbol, type, direction, entry_price, target_price, stop_loss, projection_percentage,
         timeframe, strategy, score, quality_score, signal_class, status, outcome, risk_level, expected_duration,
         reasons, confirmation_reasons, rejection_reasons, behavior_type, btc_correlation, bots_active, volume_24h,
         entry_time, created_at, confirmed_at, rejected_at, closed_at,
         reference_price, profit_loss, gross_profit_loss, fees_pct, funding_pct, exit_price, experimental)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,
         $30,$31,$32,$33,$34,$35,$36)
       ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, outcome = EXCLUDED.outcome,
         entry_price = EXCLUDED.entry_price, rejection_reasons = EXCLUDED.rejection_reasons,
         confirmed_at = EXCLUDED.confirmed_at, rejected_at = EXCLUDED.rejected_at, closed_at = EXCLUDED.closed_at,
         reference_price = EXCLUDED.reference_price, profit_loss = EXCLUDED.profit_loss,
         gross_profit_loss = EXCLUDED.gross_profit_loss, fees_pct = EXCLUDED.fees_pct,
         funding_pct = EXCLUDED.funding_pct, exit_price = EXCLUDED.exit_price, experimental = EXCLUDED.experimental`,
      [
        signal.id,
        signal.symbol,
        signal.type,
        signal.direction,
        signal.entry_price,
        signal.target_price,
        signal.stop_loss,
        signal.projection_percentage,
        signal.timeframe,
        signal.strategy,
        signal.score,
        signal.quality_score,
        signal.signal_class,
        signal.status,
        signal.outcome,
        signal.risk_level,
        signal.expected_duration,
        JSON.stringify(signal.reasons),
        JSON.stringify(signal.confirmation_reasons),
        JSON.stringify(signal.rejection_reasons),
        signal.behavior_type,
        signal.btc_correlation,
        signal.bots_active,
        signal.volume_24h,
        signal.entry_time,
        signal.created_at,
        signal.confirmed_at,
        signal.rejected_at,
        signal.closed_at,
        signal.reference_price,
        signal.profit_loss,
        signal.gross_profit_loss,
        signal.fees_pct,
        signal.funding_pct,
        signal.exit_price,
        signal.experimental,
      ],
    );
    const rows = await q.query<{ id: number }>(
      'INSERT INTO signal_events (signal_id, kind, payload) VALUES ($1, $2, $3) RETURNING id',
      [signal.id, kind, JSON.stringify(signal)],
    );
    return Number(rows[0]!.id);
  });
  await bus?.publish(makeEnvelope(TYPE[kind], { seq, kind, signal }, { id: String(seq) }));
  return seq;
}

/** A confirmed signal, committed as created then confirmed; returns the confirmation seq. */
export async function confirmNewSignal(
  db: Db,
  bus: Bus | null,
  overrides: Partial<Signal> = {},
): Promise<number> {
  const pending = makeSignal(overrides);
  await commitSignalChange(db, bus, pending, 'created');
  const now = new Date().toISOString();
  return commitSignalChange(
    db,
    bus,
    {
      ...pending,
      status: 'CONFIRMED',
      outcome: 'OPEN',
      confirmed_at: now,
      confirmation_reasons: ['Filtros aprovados'],
    },
    'confirmed',
  );
}
