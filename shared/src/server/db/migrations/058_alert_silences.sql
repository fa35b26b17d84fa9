-- Silences (maintenance windows) set by an admin: while one is in force no operator alert pages; each alert is
-- recorded as silenced (audit_logs, action alert.silenced, with the silence id). Every silence has an end time;
-- ending it early keeps the row (ended_at, ended_by_email) so the history shows who cut it short.
CREATE TABLE alert_silences (
  id bigserial PRIMARY KEY,
  reason text NOT NULL,
  starts_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz NOT NULL,
  created_by uuid,
  created_by_email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  ended_by_email text,
  CHECK (ends_at > starts_at)
);
CREATE INDEX alert_silences_open_idx ON alert_silences (ends_at) WHERE ended_at IS NULL;
CREATE INDEX alert_silences_recent_idx ON alert_silences (created_at DESC);
