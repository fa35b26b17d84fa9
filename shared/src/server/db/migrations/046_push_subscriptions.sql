-- Web Push: each browser subscription of a member, keyed by the push service endpoint it was given.
-- A push service answering 404/410 for an endpoint means it is gone: the row is deleted then.
CREATE TABLE push_subscriptions (
  endpoint text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);

-- One row per (signal, channel, target) an alert was sent to: every gateway relays every signal, and the one
-- whose insert wins sends it, so a member gets each alert once however many gateways run.
CREATE TABLE signal_alert_deliveries (
  signal_id text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('webpush', 'telegram')),
  target text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (signal_id, channel, target)
);
CREATE INDEX signal_alert_deliveries_created_idx ON signal_alert_deliveries (created_at);

-- Telegram: a member links a chat by sending `/start <code>` to the bot; the code is single-use and short-lived.
CREATE TABLE telegram_links (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  chat_id text NOT NULL UNIQUE,
  linked_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE telegram_link_codes (
  code_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX telegram_link_codes_user_idx ON telegram_link_codes (user_id);
