-- The sandbox payment provider's own state (test environment only): card tokens and payments.
CREATE TABLE sandbox_card_tokens (
  id text PRIMARY KEY,
  cardholder_name text NOT NULL,
  first_six_digits text NOT NULL,
  last_four_digits text NOT NULL,
  expiration_month integer NOT NULL,
  expiration_year integer NOT NULL,
  identification_type text,
  identification_number text,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);

CREATE SEQUENCE sandbox_payment_seq START WITH 91000000001;

CREATE TABLE sandbox_payments (
  id bigint PRIMARY KEY DEFAULT nextval('sandbox_payment_seq'),
  idempotency_key text UNIQUE,
  body jsonb NOT NULL,
  notification_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
