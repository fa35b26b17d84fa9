-- Sales page configuration: every save is a new version; the highest version is the live one.
CREATE TABLE sales_config_versions (
  version integer PRIMARY KEY,
  config jsonb NOT NULL,
  reason text NOT NULL DEFAULT 'admin',
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
