-- One row per signed-in device: a token names its session (claim `sid`), "Sair" ends that row only and
-- "Encerrar" in Minha Conta ends another device's. The place is what may be shown of the IP (masked, or
-- "Rede local"); the full IP is never stored. `token_version` is the account's version when the session
-- began: a password change raises the account's and every older session stops counting as live.
CREATE TABLE user_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_version integer NOT NULL,
  device text NOT NULL,
  place text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz
);
CREATE INDEX user_sessions_live_idx ON user_sessions (user_id, last_seen_at DESC) WHERE ended_at IS NULL;

-- Ending a session (by the app or by SQL) is announced on the same channel as a change to the user
-- (migration 003): every gateway re-checks that user's live sockets at once.
CREATE FUNCTION user_sessions_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('sinais_user_session', OLD.user_id::text);
  ELSIF NEW.ended_at IS DISTINCT FROM OLD.ended_at THEN
    PERFORM pg_notify('sinais_user_session', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER user_sessions_ended AFTER UPDATE OR DELETE ON user_sessions
  FOR EACH ROW EXECUTE FUNCTION user_sessions_ended();
