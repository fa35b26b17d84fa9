-- The volatility unit a signal was planned with (ATR of its timeframe), kept so a restarted engine decides
-- its monitoring window with the same numbers.
ALTER TABLE signals ADD COLUMN atr double precision;
