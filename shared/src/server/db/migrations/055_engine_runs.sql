-- Every start of an engine process (issue 29 item 2). engine_instances keeps one row per instance id, rewritten at
-- each start (ENGINE_INSTANCE_ID keeps the id across restarts), so it cannot tell a restart or a crash afterwards.
-- A run is one process: its start, build, host, when it began to lead (first heartbeat as the active engine), its
-- last heartbeat and its clean stop. A run that stopped reporting without a clean stop crashed at its last heartbeat.
CREATE TABLE engine_runs (
  instance_id text NOT NULL,
  started_at timestamptz NOT NULL,
  host text NOT NULL,
  build text NOT NULL,
  heartbeat_ms integer NOT NULL,
  led_since timestamptz,
  last_seen timestamptz NOT NULL DEFAULT now(),
  stopped_at timestamptz,
  PRIMARY KEY (instance_id, started_at)
);
CREATE INDEX engine_runs_seen_idx ON engine_runs (last_seen DESC);
