-- Operator commands that must outlive any engine process: the pause (why, who, when, until when) is a row
-- read by whichever engine leads. `version` grows on every change, so a command sent against an older
-- state is refused (compare-and-set) and a pause can never be silently overridden. Confirmations and new
-- signals check this row in their own transaction (FOR SHARE), so none slips through a fresh pause.
CREATE TABLE engine_control (
  name text PRIMARY KEY,
  paused boolean NOT NULL DEFAULT false,
  reason text,
  actor_id uuid,
  actor_email text,
  changed_at timestamptz NOT NULL DEFAULT now(),
  paused_until timestamptz,
  version bigint NOT NULL DEFAULT 1,
  refresh_requested_at timestamptz
);
INSERT INTO engine_control (name) VALUES ('engine');

-- Operator alerts: one row per watched condition (engine up/down, a rule's status, a long pause...). A
-- transition is claimed with a conditional UPDATE, so with N gateways exactly one sends it.
CREATE TABLE alert_state (
  key text PRIMARY KEY,
  state text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  last_sent_at timestamptz
);

-- Every engine process (active or standby) and its last heartbeat, for the operator's view; a clean stop sets
-- stopped_at, so a row left without it by the previous active engine means it died (a failover).
CREATE TABLE engine_instances (
  instance_id text PRIMARY KEY,
  role text NOT NULL,
  host text NOT NULL,
  build text NOT NULL,
  market_source text NOT NULL,
  heartbeat_ms integer NOT NULL,
  started_at timestamptz NOT NULL,
  last_seen timestamptz NOT NULL DEFAULT now(),
  stopped_at timestamptz
);
CREATE INDEX engine_instances_seen_idx ON engine_instances (last_seen DESC);

-- One row per completed analysis cycle: the operator's cycle-time history.
CREATE TABLE analysis_cycles (
  id bigserial PRIMARY KEY,
  instance_id text NOT NULL,
  cycle integer NOT NULL,
  pairs integer NOT NULL,
  signals integer NOT NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz NOT NULL DEFAULT now(),
  duration_s double precision NOT NULL
);
CREATE INDEX analysis_cycles_at_idx ON analysis_cycles (finished_at DESC);
