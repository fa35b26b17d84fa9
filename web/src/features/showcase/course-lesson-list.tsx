import { Link } from 'react-router-dom';
import type { OutlineItem } from './course-outline';
import { pctOf, type LocalProgress, type Section } from './showcase-data';

interface Props {
  section: Section;
  items: OutlineItem[];
  progress: LocalProgress;
}

/** An owned course's lessons with progress; what is not published yet says so ("em breve") where it stands. */
export function CourseLessonList({ section: s, items, progress }: Props) {
  return (
    <section className="sc-list" aria-labelledby={`lista-${s.courseId}`}>
      <div className="sc-list__head">
        <h2 id={`lista-${s.courseId}`} className="sc-h2">
          {s.title}
        </h2>
        <span className="sc-muted">
          {items.filter((l) => l.kind !== 'bonus').length} {s.kind}
          {items.some((l) => l.kind === 'bonus')
            ? ` + ${items.filter((l) => l.kind === 'bonus').length} bônus`
            : ''}
        </span>
      </div>
      <ol className="sc-lessons">
        {items.map((l, i) => {
          const m = /^despertar-crypto-(\d+)$/.exec(l.id);
          const pct = pctOf(progress[m ? String(Number(m[1])) : l.id]);
          const soon = l.kind !== 'published';
          return (
            <li key={l.id}>
              <Link
                to={`/aula/${l.id}`}
                className={soon ? 'sc-lesson sc-lesson--soon' : 'sc-lesson'}
                data-kind={l.kind}
              >
                <span
                  className={pct >= 95 ? 'lesson-check lesson-check--done sc-check' : 'lesson-check sc-check'}
                >
                  {pct >= 95 ? '✓' : i + 1}
                </span>
                <span className="sc-lesson__title">
                  <small>{l.label}</small>
                  {l.title}
                  {soon ? <em className="sc-soon"> · em breve</em> : null}
                </span>
                <span className="sc-lesson__pct">{soon ? '' : `${pct}%`}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
