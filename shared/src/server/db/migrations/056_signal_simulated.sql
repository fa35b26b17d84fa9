-- A signal made on simulated (or replayed) prices is a demonstration signal: the engine records it per signal, so
-- every screen and alert can say so, and a database that later runs on the real market keeps the difference.
ALTER TABLE signals ADD COLUMN simulated boolean NOT NULL DEFAULT false;

-- Signals stored before this column: when every engine that ever ran on this database read simulated or
-- replayed prices, they were all made on them; with any engine on the real market the origin is unknown and
-- they stay unmarked.
UPDATE signals SET simulated = true
 WHERE EXISTS (SELECT 1 FROM engine_instances)
   AND NOT EXISTS (SELECT 1 FROM engine_instances WHERE market_source NOT IN ('sim', 'replay'));
UPDATE signal_events SET payload = payload || '{"simulated": true}'::jsonb
 WHERE EXISTS (SELECT 1 FROM engine_instances)
   AND NOT EXISTS (SELECT 1 FROM engine_instances WHERE market_source NOT IN ('sim', 'replay'));
