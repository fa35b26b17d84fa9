-- What the engine watching a pending signal has seen so far (issue 21): the window's price extremes, the last
-- price and when it last looked, checkpointed every few seconds and at a clean stop. After a restart or failover
-- the next engine continues the window from here: over a short gap as is, over a longer one with the prices
-- read back from the market source; only when neither holds is the signal rejected as unwatched.
ALTER TABLE signals
  ADD COLUMN watch_min double precision,
  ADD COLUMN watch_max double precision,
  ADD COLUMN watch_last double precision,
  ADD COLUMN watch_btc_start double precision,
  ADD COLUMN watched_at timestamptz;
