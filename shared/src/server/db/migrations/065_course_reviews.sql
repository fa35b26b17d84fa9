-- Reviews of a course by its buyers (issue 30): the only source of the ratings and testimonials the sales pages show.
-- A buyer writes one per course and says whether it may be published with the name they chose; an admin publishes
-- it (only with that consent) or turns it down. Editing a review, or withdrawing the consent, takes it back to
-- 'pending' (off the pages) until an admin looks again.
CREATE TABLE course_reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id text NOT NULL REFERENCES courses(id),
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  display_name text NOT NULL CHECK (char_length(display_name) BETWEEN 1 AND 120),
  location text CHECK (location IS NULL OR char_length(location) <= 120),
  consent_to_publish boolean NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'published', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by uuid REFERENCES users(id) ON DELETE SET NULL,
  UNIQUE (user_id, course_id),
  CONSTRAINT course_reviews_published_with_consent CHECK (status <> 'published' OR consent_to_publish)
);
CREATE INDEX course_reviews_published ON course_reviews (course_id, decided_at DESC) WHERE status = 'published';
