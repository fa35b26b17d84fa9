import { useNavigate } from 'react-router-dom';
import type { Course, LessonDetail } from '@sinais/shared';
import { api, callApi, useApiQuery } from '@/lib/api';
import { LessonHeader } from './lesson-header';
import { LessonNav } from './lesson-nav';
import { LessonSideList } from './lesson-side-list';
import { isComplete, isMarkedOnly, overallProgress, type LocalProgress } from './progress';
import { useLessonProgress, type RecordOptions } from './use-lesson-progress';
import { VideoPlayer } from './video-player';
import { ErrorNote } from '@/components/error-note';

interface Props {
  lessonId: string;
  course: Course;
}

interface PlayerProps {
  lesson: LessonDetail;
  current: LocalProgress | undefined;
  record: (currentTime: number, duration: number, opts?: RecordOptions) => void;
}

function LessonPlayer({ lesson, current, record }: PlayerProps) {
  if (lesson.video_type === 'embed' && lesson.video_url) {
    // YouTube/Vimeo: their player (progress is marked with the button below).
    return (
      <div className="ls-player ls-player--embed">
        <iframe
          src={lesson.video_url}
          title={lesson.title}
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <VideoPlayer
      key={lesson.id}
      src={lesson.video_url}
      title={lesson.title}
      startAt={current?.currentTime ?? 0}
      completed={isComplete(current)}
      onProgress={(t, d, force) => record(t, d, force ? { force } : {})}
      onComplete={() =>
        record(current?.currentTime ?? 0, current?.duration ?? 0, { force: true, completed: true })
      }
      refreshSource={() =>
        callApi(api.courses.lesson, { params: { lessonId: lesson.id } }).then((r) => r.lesson.video_url)
      }
    />
  );
}

/** /aula/{aulaId} once the gate allowed it: player, lesson text, previous/next and the side list with progress. */
export function LessonView({ lessonId, course }: Props) {
  const navigate = useNavigate();
  const lessonsQuery = useApiQuery(api.courses.courseLessons, { params: { courseId: course.id } });
  const lessonQuery = useApiQuery(api.courses.lesson, { params: { lessonId } }, { staleTime: 0 });
  const lessons = lessonsQuery.data?.lessons ?? [];
  const lesson = lessonQuery.data?.lesson ?? null;
  const error = lessonsQuery.isError
    ? 'Erro ao carregar as aulas do curso.'
    : lessonQuery.isError
      ? 'Erro ao carregar a aula.'
      : null;
  const { progress, current, record, synced } = useLessonProgress(course.id, lessonId);

  const markComplete = () => {
    const d = current?.duration || lesson?.duration_s || 0;
    record(current?.currentTime ?? 0, d, { force: true, completed: true });
  };
  const overall = overallProgress(
    progress,
    lessons.map((l) => l.id),
  );
  const index = lessons.findIndex((l) => l.id === lessonId);
  const done = isComplete(current);

  return (
    <div className="page ls-page">
      <LessonHeader course={course} overall={overall} hasLessons={lessons.length > 0} />
      {error ? <ErrorNote>{error}</ErrorNote> : null}
      <div className="ls-layout">
        {/* The app shell holds the page's one <main> (issue 30). */}
        <div className="ls-main">
          {lesson && synced ? (
            <LessonPlayer lesson={lesson} current={current} record={record} />
          ) : (
            <div className="ls-player ls-player--empty" role="status">
              <span className="spinner" aria-hidden="true" />
            </div>
          )}
          <div className="ls-info">
            <div>
              <p className="ls-eyebrow">
                Aula {index >= 0 ? index + 1 : '-'} de {lessons.length || '-'}
              </p>
              <h2>{lesson?.title ?? 'Carregando aula...'}</h2>
              <p className="ls-desc">{lesson?.description}</p>
            </div>
            {!lesson?.published && lesson ? (
              <span className="ls-draft">Rascunho (só administradores)</span>
            ) : null}
            <button
              type="button"
              className={done ? 'btn btn--ghost ls-done' : 'btn btn--primary'}
              onClick={markComplete}
              disabled={done}
            >
              {done
                ? isMarkedOnly(current)
                  ? '✓ Marcada como concluída'
                  : '✓ Aula concluída'
                : 'Marcar como concluída'}
            </button>
          </div>
          <LessonNav
            prevId={lesson?.prev_id}
            nextId={lesson?.next_id}
            onGo={(id) => navigate(`/aula/${id}`)}
          />
        </div>
        <LessonSideList lessons={lessons} lessonId={lessonId} progress={progress} />
      </div>
    </div>
  );
}
