-- Admin search (issue 29 §7): the audit rows of one action newest first, straight from the index, so a term
-- naming an action ("user.login", matched by 100,000 rows) pages in key order without a walk or a sort; the
-- distinct actions are still read by a loose scan of its leading column.
CREATE INDEX audit_logs_action_key_idx ON audit_logs (action, created_at DESC, id DESC);
DROP INDEX IF EXISTS audit_logs_action_idx;
