-- Only the engine that holds the lease records derivatives history: the same commit-time fence as the signal
-- writes (migration 013). A write bound to an ended term fails at COMMIT; writes without a lease (the embedded
-- single process) pass.
CREATE CONSTRAINT TRIGGER derivatives_funding_lease_fence AFTER INSERT OR UPDATE ON derivatives_funding
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION engine_lease_fence();

CREATE CONSTRAINT TRIGGER derivatives_open_interest_lease_fence AFTER INSERT OR UPDATE ON derivatives_open_interest
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION engine_lease_fence();

CREATE CONSTRAINT TRIGGER derivatives_basis_lease_fence AFTER INSERT OR UPDATE ON derivatives_basis
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION engine_lease_fence();
