-- Signals booked at the confirmation price, net of costs; the live gate's decisions.
ALTER TABLE signals ADD COLUMN reference_price double precision;
ALTER TABLE signals ADD COLUMN gross_profit_loss double precision;
ALTER TABLE signals ADD COLUMN fees_pct double precision;
ALTER TABLE signals ADD COLUMN funding_pct double precision;
ALTER TABLE signals ADD COLUMN experimental boolean NOT NULL DEFAULT false;

-- Append-only: the current decision of a strategy × timeframe is its newest row.
CREATE TABLE strategy_gate_decisions (
  id bigserial PRIMARY KEY,
  strategy text NOT NULL,
  timeframe text NOT NULL,
  published boolean NOT NULL,
  reason text NOT NULL,
  evidence jsonb NOT NULL,
  decided_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX strategy_gate_decisions_key_idx ON strategy_gate_decisions (strategy, timeframe, id DESC);
