import { Link } from 'react-router-dom';
import type { Course } from '@sinais/shared';

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
