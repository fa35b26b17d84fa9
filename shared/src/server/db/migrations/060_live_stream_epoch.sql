-- The epoch of the recoverable live streams (admin logs, analysis progress): one per database history. A new
-- database gets its own here; a restored one is given a new one when a reader sees the log offsets go back
-- (see docs/architecture.md, "Recoverable live streams").
CREATE TABLE live_stream_epoch (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  epoch text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO live_stream_epoch (epoch) VALUES (gen_random_uuid()::text);
