import { Link } from 'react-router-dom';

interface Props {
  /** The lesson's course, when the catalogue knows it. */
  courseName: string | null;
}

/**
 * /aula/{id} of a lesson not published yet (a draft, or a listed bonus the catalogue has no lesson for): "Em breve"
 * where the lesson would be — never a paywall, let alone another course's.
 */
export function LessonComingSoon({ courseName }: Props) {
  return (
    <div className="page ls-gate">
      <section className="surface ls-restricted ls-soon" data-testid="lesson-coming-soon">
        <span className="ls-soon__badge">Em breve</span>
        <h1>Esta aula ainda não foi publicada</h1>
        {courseName ? <h2>{courseName}</h2> : null}
        <p className="ls-muted">
          Ela aparece aqui assim que for liberada. Enquanto isso, continue pelas aulas já disponíveis.
        </p>
        <Link className="btn btn--primary" to="/vitrine-alunos">
          Voltar aos meus cursos
        </Link>
      </section>
    </div>
  );
}
