import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Course, LessonDetail, LessonSummary } from '@sinais/shared';
import { lessonsApi } from './api';
import {
  formatClock,
  isComplete,
  localKey,
  mergeProgress,
  overallProgress,
  ratio,
  readLocal,
  writeLocal,
  type ProgressMap,
} from './progress';
import { useProgressBeacon, type LatestPosition } from './use-progress-beacon';
import { VideoPlayer } from './video-player';

const SERVER_SYNC_MS = 5000;

interface Props {
  lessonId: string;
  course: Course;
}

/** /aula/{aulaId} once the gate allowed it: player, lesson text, previous/next and the side list with progress. */
export function LessonView({ lessonId, course }: Props) {
  const navigate = useNavigate();
  const [lessons, setLessons] = useState<LessonSummary[]>([]);
  const [lesson, setLesson] = useState<LessonDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<ProgressMap>(() => readLocal());
  const [synced, setSynced] = useState(false);
  const lastSent = useRef(0);
  const lastLocal = useRef(0);
  const latest = useRef<LatestPosition | null>(null);
  const progressRef = useRef(progress);
  progressRef.current = progress;

  useEffect(() => {
    let alive = true;
    lessonsApi
      .courseLessons(course.id)
      .then((r) => alive && setLessons(r.lessons))
      .catch(() => alive && setError('Erro ao carregar as aulas do curso.'));
    lessonsApi
      .progress(course.id)
      .then((r) => {
        if (!alive) return;
        const merged = mergeProgress(readLocal(), r.progress);
        writeLocal(merged);
        setProgress(merged);
      })
      .catch(() => undefined)
      .finally(() => alive && setSynced(true));
    return () => {
      alive = false;
    };
  }, [course.id]);

  useEffect(() => {
    let alive = true;
    setLesson(null);
    lessonsApi
      .lesson(lessonId)
      .then((r) => alive && setLesson(r.lesson))
      .catch(() => alive && setError('Erro ao carregar a aula.'));
    return () => {
      alive = false;
    };
  }, [lessonId]);

  const key = localKey(lessonId);
  const current = progress[key];

  const record = useCallback(
    (currentTime: number, duration: number, opts: { force?: boolean; completed?: boolean } = {}) => {
      const now = Date.now();
      const prev = progressRef.current[key];
      const completed = Boolean(
        opts.completed || prev?.completed || (duration > 0 && currentTime / duration >= 0.95),
      );
      const entry = { currentTime, duration: duration || prev?.duration || 0, completed, updatedAt: now };
      latest.current = { lessonId, currentTime, duration: entry.duration, completed, at: now };
      if (opts.force || now - lastLocal.current > 1000 || completed !== Boolean(prev?.completed)) {
        lastLocal.current = now;
        const next = { ...progressRef.current, [key]: entry };
        progressRef.current = next;
        writeLocal(next);
        setProgress(next);
      }
      if (opts.force || now - lastSent.current > SERVER_SYNC_MS || completed !== Boolean(prev?.completed)) {
        lastSent.current = now;
        void lessonsApi
          .saveProgress(lessonId, { currentTime, duration: entry.duration, completed })
          .catch(() => undefined);
      }
    },
    [key, lessonId],
  );

  useProgressBeacon(latest, lastSent);

  const markComplete = () => {
    const d = current?.duration || lesson?.duration_s || 0;
    record(current?.currentTime ?? 0, d, { force: true, completed: true });
  };

  const go = (id: string | null) => id && navigate(`/aula/${id}`);
  const overall = overallProgress(
    progress,
    lessons.map((l) => l.id),
  );
  const index = lessons.findIndex((l) => l.id === lessonId);

  return (
    <div className="page ls-page">
      <header className="ls-header">
        <Link to="/vitrine-alunos" className="btn btn--ghost btn--sm">
          ← Voltar ao Curso
        </Link>
        <div className="ls-header__title">
          <h1>{course.name}</h1>
          <div className="ls-overall" aria-label={`Progresso do curso: ${overall}%`}>
            <div className="ls-bar">
              <span style={{ width: `${overall}%` }} />
            </div>
            <span>{overall}% concluído</span>
          </div>
          {overall >= 100 && lessons.length > 0 ? (
            <Link to={`/certificado/${course.id}`} className="btn btn--primary btn--sm">
              Ver certificado
            </Link>
          ) : null}
        </div>
      </header>

      {error ? (
        <div className="alert alert--error" role="alert">
          <div className="alert__body">{error}</div>
        </div>
      ) : null}

      <div className="ls-layout">
        <main className="ls-main">
          {lesson && synced && lesson.video_type === 'embed' && lesson.video_url ? (
            // YouTube/Vimeo: their player (progress is marked with the button below).
            <div className="ls-player ls-player--embed">
              <iframe
                src={lesson.video_url}
                title={lesson.title}
                allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                allowFullScreen
              />
            </div>
          ) : lesson && synced ? (
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
              refreshSource={() => lessonsApi.lesson(lesson.id).then((r) => r.lesson.video_url)}
            />
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
              className={isComplete(current) ? 'btn btn--ghost ls-done' : 'btn btn--primary'}
              onClick={markComplete}
              disabled={isComplete(current)}
            >
              {isComplete(current) ? '✓ Aula concluída' : 'Marcar como concluída'}
            </button>
          </div>
          <nav className="ls-nav" aria-label="Navegação entre aulas">
            <button
              type="button"
              className="btn btn--ghost"
              disabled={!lesson?.prev_id}
              onClick={() => go(lesson?.prev_id ?? null)}
            >
              ← Aula anterior
            </button>
            <button
              type="button"
              className="btn btn--primary"
              disabled={!lesson?.next_id}
              onClick={() => go(lesson?.next_id ?? null)}
            >
              Próxima aula →
            </button>
          </nav>
        </main>

        <aside className="ls-side" aria-label="Aulas do curso">
          <h3>Aulas</h3>
          <ol className="ls-list">
            {lessons.map((l, i) => {
              const p = progress[localKey(l.id)];
              const pct = Math.round(ratio(p) * 100);
              const done = isComplete(p);
              return (
                <li key={l.id}>
                  <Link
                    to={`/aula/${l.id}`}
                    className={l.id === lessonId ? 'ls-item ls-item--on' : 'ls-item'}
                    aria-current={l.id === lessonId ? 'page' : undefined}
                  >
                    <span
                      className={done ? 'ls-check ls-check--done' : 'ls-check'}
                      aria-label={done ? 'Concluída' : undefined}
                    >
                      {done ? '✓' : i + 1}
                    </span>
                    <span className="ls-item__body">
                      <span className="ls-item__title">{l.title}</span>
                      <span className="ls-item__meta">
                        {formatClock(l.duration_s)} · {pct}% assistido
                      </span>
                      <span className="ls-bar ls-bar--thin">
                        <span style={{ width: `${pct}%` }} />
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        </aside>
      </div>
    </div>
  );
}
