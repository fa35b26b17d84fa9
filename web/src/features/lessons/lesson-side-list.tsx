import { Link } from 'react-router-dom';
import type { LessonSummary } from '@sinais/shared';
import { formatClock, isComplete, isMarkedOnly, localKey, watchedRatio, type ProgressMap } from './progress';

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
          const pct = Math.round(watchedRatio(p) * 100);
          const done = isComplete(p);
          const marked = isMarkedOnly(p);
          return (
            <li key={l.id}>
              <Link
                to={`/aula/${l.id}`}
                className={l.id === lessonId ? 'ls-item ls-item--on' : 'ls-item'}
                aria-current={l.id === lessonId ? 'page' : undefined}
              >
                <span
                  className={done ? 'lesson-check lesson-check--done ls-check' : 'lesson-check ls-check'}
                  aria-label={done ? (marked ? 'Marcada como concluída' : 'Concluída') : undefined}
                >
                  {done ? '✓' : i + 1}
                </span>
                <span className="ls-item__body">
                  <span className="ls-item__title">{l.title}</span>
                  <span className="ls-item__meta">
                    {formatClock(l.duration_s)} · {pct}% assistido
                    {marked ? ' · marcada como concluída' : ''}
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
