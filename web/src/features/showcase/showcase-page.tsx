import { useSessionStore } from '@/lib/session';
import './showcase.css';
import { type Section, pad, SECTIONS, pctOf, type LocalProgress } from './showcase-data';
import { CourseCard } from './course-card';
import { CourseLessonList } from './course-lesson-list';
import { CourseReview } from './course-review';
import { courseOutline } from './course-outline';
import { nextLesson } from './next-lesson';
import { Community, NoCourseYet, ShowcaseBanner, ShowcasePromos } from './showcase-sections';
import { useShowcaseData } from './use-showcase-data';
import { ErrorNote } from '@/components/error-note';

/** Course progress of the first course: the average over its lessons 1 to 8. */
function firstCourseProgress(progress: LocalProgress): number {
  const first = Array.from({ length: 8 }, (_, i) => pctOf(progress[String(i + 1)]));
  return Math.round(first.reduce((a, b) => a + b, 0) / first.length);
}

export function ShowcasePage() {
  const user = useSessionStore((s) => s.user);
  const { data, catalogue, progress, error, titles, upcoming } = useShowcaseData();

  if (error) {
    return (
      <div className="page sc-page">
        <ErrorNote>{error}</ErrorNote>
      </div>
    );
  }

  if (!data) {
    return (
      <div className="page sc-center" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <p>Carregando seus cursos...</p>
      </div>
    );
  }

  const isAdmin = data.is_admin;
  const owned = new Set(data.courses.filter((c) => c.via === 'purchase').map((c) => c.course_id));
  const unlocked = (id: string) => isAdmin || owned.has(id);
  const courseProgress = firstCourseProgress(progress);
  const progressOf = (s: Section) => {
    if (s.courseId === 'despertar_crypto') return courseProgress;
    const ids = catalogue[s.courseId]?.lessons ?? [];
    return ids.length ? Math.round(ids.reduce((a, id) => a + pctOf(progress[id]), 0) / ids.length) : 0;
  };
  const soon = (id: string) => catalogue[id]?.available === false;
  const lessonsOf = (s: Section) =>
    courseOutline({
      unit: s.kind,
      listed: s.lessons.map((l) => l.id),
      published: catalogue[s.courseId]?.lessons ?? [],
      titles,
      upcoming: upcoming[s.courseId] ?? [],
    });

  const cards = (
    <section aria-labelledby="meus-cursos">
      <h2 id="meus-cursos" className="sc-h2">
        {isAdmin || owned.size > 0 ? 'Meus cursos' : 'Cursos disponíveis'}
      </h2>
      <div className="sc-cards">
        {SECTIONS.map((s) => (
          <CourseCard
            key={s.courseId}
            section={s}
            course={catalogue[s.courseId]}
            open={unlocked(s.courseId)}
            adminOnly={isAdmin && !owned.has(s.courseId)}
            soon={soon(s.courseId)}
            progress={progressOf(s)}
          />
        ))}
      </div>
    </section>
  );

  if (!isAdmin && owned.size === 0) {
    return (
      <div className="page sc-page">
        <NoCourseYet />
        {cards}
      </div>
    );
  }

  return (
    <div className="page sc-page">
      <ShowcaseBanner
        name={user?.name ?? 'aluno'}
        nextLessonPath={
          unlocked('despertar_crypto') ? `/aula/despertar-crypto-${pad(nextLesson(progress))}` : null
        }
        started={courseProgress > 0}
      />
      {cards}
      {SECTIONS.filter((s) => unlocked(s.courseId)).map((s) => (
        <CourseLessonList key={s.courseId} section={s} items={lessonsOf(s)} progress={progress} />
      ))}
      {SECTIONS.filter((s) => owned.has(s.courseId)).map((s) => (
        <CourseReview key={`avaliacao-${s.courseId}`} courseId={s.courseId} title={s.title} />
      ))}
      <ShowcasePromos
        locked={SECTIONS.filter((s) => !unlocked(s.courseId) && !soon(s.courseId))}
        catalogue={catalogue}
      />
      <Community />
    </div>
  );
}
