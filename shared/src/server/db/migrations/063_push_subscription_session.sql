-- Issue 28: a browser's push subscription belongs to the device session that registered it. Ending that session
-- ("Encerrar", "Sair", "Sair de todos", a new password, too many wrong confirmation passwords) removes it, so an
-- ended device stops getting alerts. Rows from before this migration have no session and stay until the account
-- ends all its sessions.
ALTER TABLE push_subscriptions ADD COLUMN session_id uuid REFERENCES user_sessions(id) ON DELETE CASCADE;
CREATE INDEX push_subscriptions_session_idx ON push_subscriptions (session_id);

CREATE FUNCTION push_subscriptions_end_with_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM push_subscriptions
   WHERE session_id = NEW.id
      OR (session_id IS NULL AND user_id = NEW.user_id AND NOT EXISTS (
            SELECT 1 FROM user_sessions s WHERE s.user_id = NEW.user_id AND s.ended_at IS NULL));
  RETURN NULL;
END $$;

CREATE TRIGGER push_subscriptions_end_with_session
  AFTER UPDATE OF ended_at ON user_sessions
  FOR EACH ROW WHEN (OLD.ended_at IS NULL AND NEW.ended_at IS NOT NULL)
  EXECUTE FUNCTION push_subscriptions_end_with_session();
