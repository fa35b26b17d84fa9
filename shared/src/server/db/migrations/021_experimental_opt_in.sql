-- Members who chose to see experimental signals (Configurações, "Ver sinais experimentais"; off without a row).
CREATE TABLE experimental_opt_ins (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every gateway moves that member's sockets in or out of the experimental room at once (LISTEN/NOTIFY).
CREATE FUNCTION experimental_opt_in_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('sinais_experimental_opt_in', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('sinais_experimental_opt_in', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER experimental_opt_in_changed AFTER INSERT OR UPDATE OR DELETE ON experimental_opt_ins
  FOR EACH ROW EXECUTE FUNCTION experimental_opt_in_changed();
