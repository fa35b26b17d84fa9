-- Per-pair derivatives history recorded from Binance for the next research round (docs/engine.md §2.1).
-- One row per pair and instant; values are Binance's decimal strings stored exactly (numeric). Only the engine
-- writes here (idempotent upserts); the simulator and replay never do.

-- GET /fapi/v1/fundingRate: one row per funding settlement.
CREATE TABLE derivatives_funding (
  symbol text NOT NULL,
  funding_time timestamptz NOT NULL,
  funding_rate numeric NOT NULL,
  mark_price numeric,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (symbol, funding_time)
);

-- GET /futures/data/openInterestHist, period 1h (Binance keeps 30 days).
CREATE TABLE derivatives_open_interest (
  symbol text NOT NULL,
  observed_at timestamptz NOT NULL,
  open_interest numeric NOT NULL,
  open_interest_value numeric NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (symbol, observed_at)
);

-- Closes of the 1h mark-price and index-price candles (markPriceKlines, indexPriceKlines); observed_at = end of the hour.
CREATE TABLE derivatives_basis (
  symbol text NOT NULL,
  observed_at timestamptz NOT NULL,
  mark_price numeric NOT NULL,
  index_price numeric NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (symbol, observed_at)
);
