-- Admin search. Users and audit rows get one stored lower-case search text (e-mail, name, username, phone /
-- action, actor, target, IP) with a trigram index: `search_text LIKE '%part%'` is index-assisted from 3
-- characters and a cheap scan below that, without ILIKE's per-row case folding. Signals are searched by their
-- small set of distinct symbols (loose index scan) and then by (symbol, created_at). Payments are found through
-- their buyer or by exact provider id / reference (unique-indexed by the shop migrations).
ALTER TABLE users ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(email || ' ' || name || ' ' || username || ' ' || coalesce(phone, ''))
) STORED;
CREATE INDEX users_search_trgm ON users USING gin (search_text gin_trgm_ops);
CREATE INDEX users_email_prefix ON users (lower(email) text_pattern_ops);
CREATE INDEX users_created_idx ON users (created_at DESC);

ALTER TABLE audit_logs ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(action || ' ' || coalesce(actor_email, '') || ' ' || coalesce(target, '') || ' ' || coalesce(ip, ''))
) STORED;
CREATE INDEX audit_logs_search_trgm ON audit_logs USING gin (search_text gin_trgm_ops);
CREATE INDEX audit_logs_action_idx ON audit_logs (action);

CREATE INDEX signals_symbol_created_idx ON signals (symbol, created_at DESC);
