-- Trigram indexes make admin search by part of an e-mail, name or symbol fast on large tables.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
