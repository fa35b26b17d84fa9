-- The workload ("carga horária") a certificate states is what the admin sets for the course, not the sum of its
-- clips. Null until set: the certificate then states none. A certificate keeps the workload it was issued
-- with; one issued before this column shows the course's current workload.
ALTER TABLE courses ADD COLUMN workload_minutes integer CHECK (workload_minutes BETWEEN 1 AND 100000);
ALTER TABLE certificates ADD COLUMN workload_minutes integer;
