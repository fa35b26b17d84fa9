-- Analysis engine: signals, their append-only history, TOP pairs selections, state snapshots and system logs.
CREATE TABLE signals (
  id text PRIMARY KEY,
  symbol text NOT NULL,
  type text NOT NULL,
  direction text NOT NULL,
  entry_price double precision NOT NULL,
  target_price double precision NOT NULL,
  stop_loss double precision NOT NULL,
  projection_percentage double precision NOT NULL,
  timeframe text NOT NULL,
  strategy text NOT NULL,
  score double precision NOT NULL,
  quality_score double precision NOT NULL,
  signal_class text NOT NULL,
  status text NOT NULL,
  outcome text,
  risk_level text NOT NULL,
  expected_duration text NOT NULL,
  reasons jsonb NOT NULL DEFAULT '[]'::jsonb,
  confirmation_reasons jsonb NOT NULL DEFAULT '[]'::jsonb,
  rejection_reasons jsonb NOT NULL DEFAULT '[]'::jsonb,
  behavior_type text NOT NULL,
  btc_correlation double precision NOT NULL,
  bots_active boolean NOT NULL,
  volume_24h double precision NOT NULL,
  profit_loss double precision,
  best_excursion_pct double precision,
  worst_excursion_pct double precision,
  exit_price double precision,
  entry_time timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  rejected_at timestamptz,
  closed_at timestamptz,
  expires_at timestamptz,
  monitor_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX signals_status_idx ON signals (status, created_at DESC);
CREATE INDEX signals_created_idx ON signals (created_at DESC);
-- Duplicate guard across processes: one open signal per symbol and direction.
CREATE UNIQUE INDEX signals_open_unique ON signals (symbol, direction) WHERE status = 'PENDING' OR (status = 'CONFIRMED' AND outcome = 'OPEN');

CREATE TABLE signal_events (
  id bigserial PRIMARY KEY,
  signal_id text NOT NULL REFERENCES signals(id),
  kind text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX signal_events_signal_idx ON signal_events (signal_id, id);

CREATE TABLE top_pairs_selections (
  id bigserial PRIMARY KEY,
  pairs jsonb NOT NULL,
  stats jsonb NOT NULL,
  criteria jsonb NOT NULL,
  source text NOT NULL,
  selected_at timestamptz NOT NULL DEFAULT now(),
  next_update timestamptz NOT NULL
);
CREATE INDEX top_pairs_selections_at_idx ON top_pairs_selections (selected_at DESC);

CREATE TABLE engine_state (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE system_logs (
  id bigserial PRIMARY KEY,
  timestamp timestamptz NOT NULL,
  level text NOT NULL,
  service text NOT NULL,
  message text NOT NULL,
  details jsonb
);
CREATE INDEX system_logs_ts_idx ON system_logs (id DESC);

CREATE TABLE analysis_results (
  id bigserial PRIMARY KEY,
  cycle integer NOT NULL,
  symbol text NOT NULL,
  timeframe text NOT NULL,
  strategy text NOT NULL,
  score double precision NOT NULL,
  signal_generated boolean NOT NULL,
  payload jsonb NOT NULL,
  analyzed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analysis_results_at_idx ON analysis_results (analyzed_at DESC);
