-- A refund in flight: set by the one request that may call the provider, so simultaneous requests for the same
-- purchase make one refund and the others are told it is under way. A claim older than 5 minutes (a process
-- that died mid-refund) may be taken again; a provider refusal clears it.
ALTER TABLE purchases ADD COLUMN refund_started_at timestamptz;
