-- One open purchase (pending or approved) per buyer and course, enforced by the database.
-- A payment the provider settles anyway for a second purchase (a contingency that clears late, a Checkout Pro
-- payment of an old preference) is real money: it is kept, flagged with `duplicate_of`, and left out of the index,
-- so the CRM can show it and refund it.
ALTER TABLE purchases ADD COLUMN duplicate_of uuid REFERENCES purchases(id) ON DELETE SET NULL;
ALTER TABLE purchases ADD COLUMN refund_reason text;

-- Duplicates already in the table: the first approved purchase (else the first pending one) stays the primary.
WITH ranked AS (
  SELECT id, user_id, course_id,
         first_value(id) OVER w AS primary_id,
         row_number() OVER w AS rn
    FROM purchases
   WHERE status IN ('pending', 'approved')
  WINDOW w AS (PARTITION BY user_id, course_id
               ORDER BY CASE status WHEN 'approved' THEN 0 ELSE 1 END, created_at, id)
)
UPDATE purchases p SET duplicate_of = r.primary_id
  FROM ranked r
 WHERE p.id = r.id AND r.rn > 1;

CREATE UNIQUE INDEX purchases_one_open_per_course ON purchases (user_id, course_id)
  WHERE status IN ('pending', 'approved') AND duplicate_of IS NULL;
CREATE INDEX purchases_duplicates_idx ON purchases (duplicate_of) WHERE duplicate_of IS NOT NULL;

-- The sandbox provider's refunds (POST /v1/payments/{id}/refunds), idempotent by key like Mercado Pago's.
CREATE SEQUENCE sandbox_refund_seq START WITH 2100000001;
CREATE TABLE sandbox_refunds (
  id bigint PRIMARY KEY DEFAULT nextval('sandbox_refund_seq'),
  payment_id bigint NOT NULL REFERENCES sandbox_payments(id) ON DELETE CASCADE,
  idempotency_key text NOT NULL UNIQUE,
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_refunds_payment_idx ON sandbox_refunds (payment_id);
