-- Purchases, course accesses and the provider's payment notifications (idempotent webhooks).
CREATE TABLE purchases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id text NOT NULL REFERENCES courses(id),
  provider text NOT NULL CHECK (provider IN ('mercadopago', 'sandbox')),
  provider_payment_id text,
  method text NOT NULL CHECK (method IN ('card', 'pix', 'preference')),
  status text NOT NULL CHECK (status IN ('approved', 'pending', 'rejected', 'refunded')),
  provider_status text NOT NULL DEFAULT 'pending',
  status_detail text,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL DEFAULT 'BRL',
  installments integer,
  external_reference text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  approved_at timestamptz,
  refunded_at timestamptz
);
CREATE UNIQUE INDEX purchases_provider_payment_key ON purchases (provider, provider_payment_id) WHERE provider_payment_id IS NOT NULL;
CREATE INDEX purchases_user_idx ON purchases (user_id, created_at DESC);

CREATE TABLE course_accesses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id text NOT NULL REFERENCES courses(id),
  purchase_id uuid REFERENCES purchases(id) ON DELETE SET NULL,
  status text NOT NULL CHECK (status IN ('active', 'revoked', 'expired', 'inactive')),
  granted_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  revoked_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, course_id)
);

CREATE TABLE payment_events (
  id bigserial PRIMARY KEY,
  provider text NOT NULL,
  provider_event_id text NOT NULL,
  request_id text,
  provider_payment_id text,
  action text,
  provider_status text,
  outcome text,
  received_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_event_id)
);
CREATE INDEX payment_events_payment_idx ON payment_events (provider_payment_id);
