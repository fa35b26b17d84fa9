-- Lease terms are rows of their own: a takeover INSERTs the next term instead of updating the holder's row,
-- so a lock someone holds on an old row (a frozen engine, a forgotten psql session) cannot stop it.
-- The current term is the row with the highest token; older rows are kept a while for auditing.
ALTER TABLE engine_lease DROP CONSTRAINT engine_lease_pkey;
ALTER TABLE engine_lease ADD PRIMARY KEY (name, token);

-- Which term wrote each change (NULL: written without a lease, e.g. the embedded single process).
ALTER TABLE signal_events ADD COLUMN lease_token bigint;

CREATE FUNCTION engine_lease_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.lease_token := nullif(current_setting('sinais.lease_token', true), '')::bigint;
  RETURN NEW;
END
$$;

CREATE TRIGGER signal_events_lease_stamp BEFORE INSERT ON signal_events
  FOR EACH ROW EXECUTE FUNCTION engine_lease_stamp();

-- The fence, checked at COMMIT (deferred), inside the server: a write commits only if its term is still the
-- newest and unexpired. The shared advisory lock is held only while the COMMIT runs (never while a client is
-- frozen between statements) and serialises it with a takeover, which takes the same lock exclusively.
CREATE FUNCTION engine_lease_fence() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lease_name text := nullif(current_setting('sinais.lease_name', true), '');
  lease_holder text := current_setting('sinais.lease_holder', true);
  term bigint := nullif(current_setting('sinais.lease_token', true), '')::bigint;
BEGIN
  IF lease_name IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(482117002, hashtext(lease_name));
  IF NOT EXISTS (
    SELECT 1 FROM engine_lease l
     WHERE l.name = lease_name AND l.token = term AND l.holder = lease_holder
       AND l.expires_at > clock_timestamp()
       AND l.token = (SELECT max(token) FROM engine_lease WHERE name = lease_name)
  ) THEN
    RAISE EXCEPTION 'a concessão do motor não pertence mais a esta instância' USING ERRCODE = 'SCL01';
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER signal_events_lease_fence AFTER INSERT ON signal_events
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION engine_lease_fence();
