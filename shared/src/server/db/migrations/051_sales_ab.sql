-- A/B testing of the sales page: one row per visitor cookie, its recorded events and its viewing.
CREATE TABLE ab_assignments (
  visitor_id text PRIMARY KEY,
  headline_id text NOT NULL,
  button_id text NOT NULL,
  -- Set when the visitor, still carrying the cookie, calls the API signed in (the checkout): purchases attribute by it.
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  linked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ab_assignments_user_idx ON ab_assignments (user_id) WHERE user_id IS NOT NULL;

CREATE TABLE sales_events (
  id bigserial PRIMARY KEY,
  visitor_id text NOT NULL,
  type text NOT NULL,
  headline_id text NOT NULL,
  button_id text NOT NULL,
  position_s double precision,
  -- Obvious duplicates (a second view or click of the same variant the same day) collide here.
  dedupe_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sales_events_variant_idx ON sales_events (headline_id, button_id, type);

CREATE TABLE sales_watch (
  visitor_id text NOT NULL,
  headline_id text NOT NULL,
  button_id text NOT NULL,
  max_position_s double precision NOT NULL DEFAULT 0,
  watched_s double precision NOT NULL DEFAULT 0,
  duration_s double precision NOT NULL DEFAULT 0,
  completed boolean NOT NULL DEFAULT false,
  pauses integer NOT NULL DEFAULT 0,
  resumes integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (visitor_id, headline_id, button_id)
);
