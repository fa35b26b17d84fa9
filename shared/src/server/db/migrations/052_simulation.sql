-- Simulated investments: what each position already reached (statuses are final, the maximum only grows).
CREATE TABLE simulation_positions (
  signal_id text PRIMARY KEY REFERENCES signals(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'MONITORING',
  max_value double precision NOT NULL DEFAULT 1000,
  closed_value double precision,
  closed_price double precision,
  closed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
