-- Immutable rules: every evaluation (score and per-rule result) and each violation episode, so the page can
-- show the trend and the violations of the last 7 days from the database, whichever gateway evaluated.
CREATE TABLE immutable_rule_checks (
  id bigserial PRIMARY KEY,
  checked_at timestamptz NOT NULL DEFAULT now(),
  score double precision NOT NULL,
  rules jsonb NOT NULL
);
CREATE INDEX immutable_rule_checks_at_idx ON immutable_rule_checks (checked_at DESC);

CREATE TABLE immutable_rule_violations (
  id bigserial PRIMARY KEY,
  rule text NOT NULL,
  severity text NOT NULL,
  title text NOT NULL,
  details jsonb,
  started_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz
);
CREATE INDEX immutable_rule_violations_rule_idx ON immutable_rule_violations (rule, started_at DESC);
CREATE UNIQUE INDEX immutable_rule_violations_open ON immutable_rule_violations (rule) WHERE resolved_at IS NULL;
