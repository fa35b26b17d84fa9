-- Member area: when each member was last seen (statistics' active users) and the indexes the lists use.
CREATE TABLE user_activity (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_activity_seen_idx ON user_activity (last_seen_at DESC);
CREATE INDEX signals_confirmed_at_idx ON signals (confirmed_at DESC) WHERE confirmed_at IS NOT NULL;
CREATE INDEX signals_rejected_at_idx ON signals (rejected_at DESC) WHERE rejected_at IS NOT NULL;
