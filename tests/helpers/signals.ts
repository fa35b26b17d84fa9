import { randomUUID } from 'node:crypto';
import {
  makeEnvelope,
  signalEventType,
  type GateEvidence,
  type GateMode,
  type Signal,
  type SignalEventKind,
  type Timeframe,
} from '@sinais/shared';
import {
  appendSignalEvent,
  SIGNAL_COLUMNS,
  signalFromRow,
  signalToParams,
  type Bus,
  type Db,
  type Queryable,
} from '@sinais/shared/server';

export function makeSignal(overrides: Partial<Signal> = {}): Signal {
  const now = new Date().toISOString();
  return {
    id: `sig_${randomUUID()}`,
    symbol: 'BTCUSDT',
    direction: 'COMPRA',
    entry_price: 95000.5,
    target_price: 97850,
    stop_loss: 92150.49,
    projection_percentage: 3,
    timeframe: '1h',
    strategy: 'MACD_MOMENTUM',
    score: 82,
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

const UPSERT = `INSERT INTO signals (${SIGNAL_COLUMNS.join(', ')})
  VALUES (${SIGNAL_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})
  ON CONFLICT (id) DO UPDATE SET ${SIGNAL_COLUMNS.filter((c) => c !== 'id')
    .map((c) => `${c} = EXCLUDED.${c}`)
    .join(', ')}`;

/** Does what the engine does for one change: commit row + history in one transaction, then publish with id = seq. */
export async function commitSignalChange(
  db: Db,
  bus: Bus | null,
  signal: Signal,
  kind: SignalEventKind,
): Promise<number> {
  const seq = await db.tx(async (q) => {
    await q.query(UPSERT, signalToParams(signal));
    return appendSignalEvent(q, signal, kind);
  });
  await bus?.publish(makeEnvelope(signalEventType(kind), { seq, kind, signal }, { id: String(seq) }));
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
      confirmation_reasons: overrides.confirmation_reasons ?? ['Filtros aprovados'],
    },
    'confirmed',
  );
}

/** Evidence of a gate decision: 90 days on 30 pairs, a losing strategy unless overridden. */
export function makeGateEvidence(overrides: Partial<GateEvidence> = {}): GateEvidence {
  return {
    trades: 112,
    win_rate: 0.41,
    avg_net_pct: -0.32,
    baseline_mean_pct: -0.08,
    baseline_p95_pct: 0.41,
    percentile: 14,
    max_drawdown_pct: 12.5,
    symbols: 30,
    funding_included: false,
    from: '2025-01-01T00:00:00.000Z',
    to: '2025-04-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Stores a gate decision as the engine's gate runner does (append-only: a key's newest row is in force). */
export async function storeGateDecision(
  db: Queryable,
  d: {
    strategy: string;
    timeframe: Timeframe;
    published: boolean;
    reason?: string;
    evidence?: Partial<GateEvidence>;
    decidedAt?: Date;
  },
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO strategy_gate_decisions (strategy, timeframe, published, reason, evidence, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      d.strategy,
      d.timeframe,
      d.published,
      d.reason ?? (d.published ? 'Publicada pelo motor' : 'Experimental pelo motor'),
      JSON.stringify(makeGateEvidence(d.evidence)),
      (d.decidedAt ?? new Date()).toISOString(),
    ],
  );
  return Number(rows[0]!.id);
}

/** Writes the gate mode an engine reports when it becomes active (engine_state `strategy_gate`). */
export async function storeGateMode(db: Queryable, mode: GateMode): Promise<void> {
  await db.query(
    `INSERT INTO engine_state (key, value, updated_at) VALUES ('strategy_gate', $1, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [JSON.stringify(mode)],
  );
}

/** A stored signal as the engine wrote it (the members' REST list is the lean copy, without the admin-only fields). */
export async function storedSignal(
  db: Db,
  where: { symbol: string; status: Signal['status'] },
): Promise<Signal> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${SIGNAL_COLUMNS.join(', ')} FROM signals WHERE symbol = $1 AND status = $2 ORDER BY created_at DESC LIMIT 1`,
    [where.symbol, where.status],
  );
  if (!rows[0]) throw new Error(`nenhum sinal ${where.status} de ${where.symbol}`);
  return signalFromRow(rows[0]);
}
