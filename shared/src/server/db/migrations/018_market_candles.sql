-- The candles of each pair and timeframe the engine last read from its market source (Binance klines, the
-- simulator's own history), for the signal chart: the gateway serves them from here when it cannot read the
-- exchange itself — the simulator lives only in the engine's process. One row per pair × timeframe, replaced on
-- every write; `candles` is a JSON array of [openTime ms, open, high, low, close, quoteVolume], oldest first.
CREATE TABLE market_candles (
  symbol text NOT NULL,
  timeframe text NOT NULL,
  source text NOT NULL,
  candles json NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (symbol, timeframe)
);
