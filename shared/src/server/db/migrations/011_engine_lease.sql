-- Which engine instance is the active one. Held in the store the engine must reach anyway, so a Redis outage
-- does not stop signals; `token` grows on every new acquisition and fences writes from an older term.
CREATE TABLE engine_lease (
  name text PRIMARY KEY,
  holder text NOT NULL,
  token bigint NOT NULL,
  acquired_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
