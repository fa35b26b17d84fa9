-- Admin search that Brazilian operators can use: accent- and case-insensitive ("natalia" finds "Natália").
-- PGlite ships no unaccent extension, so both stores use the same immutable function: lower() and a
-- translate() of the Latin accented letters Portuguese (and Spanish/French names) use. Identical results
-- on PostgreSQL and on the embedded store; the stored search columns and their trigram indexes use it.
CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower($1), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy')
$$;

ALTER TABLE users DROP COLUMN search_text;
ALTER TABLE users ADD COLUMN search_text text GENERATED ALWAYS AS (
  search_fold(email || ' ' || name || ' ' || username || ' ' || coalesce(phone, ''))
) STORED;
CREATE INDEX users_search_trgm ON users USING gin (search_text gin_trgm_ops);

ALTER TABLE audit_logs DROP COLUMN search_text;
ALTER TABLE audit_logs ADD COLUMN search_text text GENERATED ALWAYS AS (
  search_fold(action || ' ' || coalesce(actor_email, '') || ' ' || coalesce(target, '') || ' ' || coalesce(ip, ''))
) STORED;
CREATE INDEX audit_logs_search_trgm ON audit_logs USING gin (search_text gin_trgm_ops);
