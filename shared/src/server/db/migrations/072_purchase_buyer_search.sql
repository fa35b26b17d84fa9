-- Admin search (issue 29 §7): each purchase carries its buyer's search text (users.search_text), so the payments
-- section tests "the buyer matches" on the purchase row itself. Before, a term no trigram narrows ("zq", "seed-")
-- read the whole users heap to list the buyers, and a broad one ("ana", "silva") looked up each walked
-- purchase's buyer in the users table: both grew with the users, not with the purchases. Kept by triggers, so
-- every write path (shop, CRM, seed) keeps it: a purchase takes it when written, a user's change is copied to
-- their purchases.
ALTER TABLE purchases ADD COLUMN buyer_search text NOT NULL DEFAULT '';
UPDATE purchases p SET buyer_search = u.search_text FROM users u WHERE u.id = p.user_id;

CREATE FUNCTION purchases_buyer_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.buyer_search := coalesce((SELECT u.search_text FROM users u WHERE u.id = NEW.user_id), '');
  RETURN NEW;
END
$$;
CREATE TRIGGER purchases_buyer_search BEFORE INSERT OR UPDATE OF user_id ON purchases
  FOR EACH ROW EXECUTE FUNCTION purchases_buyer_search();

-- AFTER: the generated search_text is computed by then.
CREATE FUNCTION users_buyer_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE purchases SET buyer_search = NEW.search_text WHERE user_id = NEW.id AND buyer_search <> NEW.search_text;
  RETURN NULL;
END
$$;
CREATE TRIGGER users_buyer_search AFTER UPDATE OF email, name, username, phone ON users
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION users_buyer_search();

-- The newest-first walk reads what the conditions test from the index alone (index-only), and a rare buyer term
-- goes through the trigrams.
CREATE INDEX purchases_created_search_idx ON purchases (created_at DESC, id DESC)
  INCLUDE (user_id, course_id, provider_payment_id, external_reference, buyer_search);
DROP INDEX IF EXISTS purchases_created_id_idx;
CREATE INDEX purchases_buyer_search_trgm ON purchases USING gin (buyer_search gin_trgm_ops);
ANALYZE purchases;
