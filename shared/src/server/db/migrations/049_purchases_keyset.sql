-- The admin search pages purchases newest first by (created_at DESC, id DESC), like the other sections
-- (036_search_keyset.sql): a broad term finds its page walking this index instead of sorting every match.
CREATE INDEX purchases_created_id_idx ON purchases (created_at DESC, id DESC)
  INCLUDE (user_id, course_id, provider_payment_id, external_reference);
