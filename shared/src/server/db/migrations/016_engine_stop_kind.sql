-- How an engine instance ended (issue 21): 'clean' (SIGTERM/SIGINT: it finished its pair, released the lease and
-- wrote stopped_at itself) or 'crash' (it stopped reporting and the next active engine closed its row at the
-- failover, with stopped_at = its last heartbeat). Operação tells the two apart; NULL = still running.
ALTER TABLE engine_instances ADD COLUMN stop_kind text CHECK (stop_kind IN ('clean', 'crash'));
