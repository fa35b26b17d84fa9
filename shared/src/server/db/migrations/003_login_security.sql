-- Where an account has signed in from (a keyed hash of the IP): the right password from one of these is never
-- refused by the per-account slow-down, so nobody can lock the owner out from outside.
CREATE TABLE login_sources (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  source text NOT NULL,
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, source)
);

-- Rate-limit counters (rate-limiter-flexible's layout) used while Redis is away: shared by every gateway,
-- so a limit does not multiply by the number of gateways during an outage.
CREATE TABLE rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);

-- Gateways hear at once when a user's role, status or token version changes, however it was changed, and
-- re-check that user's live sockets (an admin demoted by SQL loses the admin stream immediately).
CREATE FUNCTION users_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('sinais_user_session', OLD.id::text);
  ELSIF NEW.is_admin IS DISTINCT FROM OLD.is_admin OR NEW.status IS DISTINCT FROM OLD.status
     OR NEW.token_version IS DISTINCT FROM OLD.token_version THEN
    PERFORM pg_notify('sinais_user_session', NEW.id::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER users_session_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_session_changed();
