import { Link } from 'react-router-dom';
import type { Course, LessonSummary } from '@sinais/shared';
import { formatClock, isComplete, localKey, ratio, type ProgressMap } from './progress';

/** Back to the course, its name and overall progress, and the certificate once every lesson is done. */
export function LessonHeader({
  course,
  overall,
  hasLessons,
}: {
  course: Course;
  overall: number;
  hasLessons: boolean;
}) {
  return (
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
        {overall >= 100 && hasLessons ? (
          <Link to={`/certificado/${course.id}`} className="btn btn--primary btn--sm">
            Ver certificado
          </Link>
        ) : null}
      </div>
    </header>
  );
}

interface NavProps {
  prevId: string | null | undefined;
  nextId: string | null | undefined;
  onGo: (id: string) => void;
}

export function LessonNav({ prevId, nextId, onGo }: NavProps) {
  return (
    <nav className="ls-nav" aria-label="Navegação entre aulas">
      <button
        type="button"
        className="btn btn--ghost"
        disabled={!prevId}
        onClick={() => prevId && onGo(prevId)}
      >
        ← Aula anterior
      </button>
      <button
        type="button"
        className="btn btn--primary"
        disabled={!nextId}
        onClick={() => nextId && onGo(nextId)}
      >
        Próxima aula →
      </button>
    </nav>
  );
}

interface ListProps {
  lessons: LessonSummary[];
  lessonId: string;
  progress: ProgressMap;
}

/** The side list: each lesson with its length, the share watched and a check once done. */
export function LessonSideList({ lessons, lessonId, progress }: ListProps) {
  return (
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
                  className={done ? 'lesson-check lesson-check--done ls-check' : 'lesson-check ls-check'}
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
  );
}
