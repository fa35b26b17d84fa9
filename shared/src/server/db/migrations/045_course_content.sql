-- Course content the admin manages: lessons are published or drafts, and play an uploaded file (MEDIA_DIR) or an
-- external URL. A course with no published lesson cannot be bought ("em breve").
ALTER TABLE lessons ADD COLUMN published boolean NOT NULL DEFAULT false;
ALTER TABLE lessons ADD COLUMN video_url text;
ALTER TABLE lessons ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE lessons ADD CONSTRAINT lessons_one_video CHECK (video_file IS NULL OR video_url IS NULL);

-- What was seeded with a video is content; the rest (Masterclass, App + Mentoria) were titles without a video.
UPDATE lessons SET published = true WHERE video_file IS NOT NULL;

-- Bumped by every save of the lesson list, so two admins editing the same course cannot overwrite each other.
ALTER TABLE courses ADD COLUMN content_version integer NOT NULL DEFAULT 1;
-- A course for testing the checkout end to end: never sold when NODE_ENV=production.
ALTER TABLE courses ADD COLUMN test_only boolean NOT NULL DEFAULT false;
UPDATE courses SET test_only = true WHERE id = 'test_checkout_transparente';

-- Completion certificates: issued once, when every published lesson of the course is complete.
CREATE TABLE certificates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id text NOT NULL REFERENCES courses(id),
  holder_name text NOT NULL,
  course_name text NOT NULL,
  lessons_count integer NOT NULL,
  total_duration_s integer,
  issued_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, course_id)
);

-- The video module page's playlist opened with a third-party music video; the product's own welcome video replaces
-- it (only where the seeded playlist is still in place: an admin's edit is left alone).
UPDATE pages SET content = jsonb_set(content, '{1,elements,0,elements,0,settings,tabs}',
  '[{"tab_title": "Boas-vindas ao Sinais Cripto", "hosted_url": "/videos/boas-vindas.mp4"}]'::jsonb)
 WHERE slug = 'modulo-video-aulas'
   AND content #>> '{1,elements,0,elements,0,settings,tabs,0,youtube_url}' = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
