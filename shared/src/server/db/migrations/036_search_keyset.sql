-- Admin search that never sorts every match (issue 23 §7). Each section pages newest first by the key
-- (created_at DESC, id DESC): a broad term finds its page by walking these indexes and stops, a rare one goes to
-- its condition's index. Users are ranked in tiers — exact, then starts with, then contains — read through the
-- folded e-mail, name and username, stored (search_fold per row costs more than the comparison itself) and
-- indexed: btree text_pattern_ops serves `=` and `LIKE 'x%'`, the trigram index on the name serves "a later
-- word of the name starts with".
ALTER TABLE users
  ADD COLUMN email_fold text GENERATED ALWAYS AS (search_fold(email)) STORED,
  ADD COLUMN name_fold text GENERATED ALWAYS AS (search_fold(name)) STORED,
  ADD COLUMN username_fold text GENERATED ALWAYS AS (search_fold(username)) STORED;
CREATE INDEX users_email_fold_idx ON users (email_fold text_pattern_ops);
CREATE INDEX users_name_fold_idx ON users (name_fold text_pattern_ops);
CREATE INDEX users_username_fold_idx ON users (username_fold text_pattern_ops);
CREATE INDEX users_name_fold_trgm ON users USING gin (name_fold gin_trgm_ops);
-- The newest-first walks read only these indexes (index-only scans): the key and what the conditions test.
CREATE INDEX users_created_id_idx ON users (created_at DESC, id DESC)
  INCLUDE (search_text, email_fold, name_fold, username_fold);
DROP INDEX IF EXISTS users_created_idx;

CREATE INDEX audit_logs_created_id_idx ON audit_logs (created_at DESC, id DESC) INCLUDE (search_text);
DROP INDEX IF EXISTS audit_logs_created_idx;

CREATE INDEX signals_created_id_idx ON signals (created_at DESC, id DESC) INCLUDE (symbol);
DROP INDEX IF EXISTS signals_created_idx;

-- Statistics of the new columns for the planner's choice between walking by date and the tier's index.
ANALYZE users;
