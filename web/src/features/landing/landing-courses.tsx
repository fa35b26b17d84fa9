import { useEffect, useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';

const STATUS = (
  <p className="landing-courses__status" role="status">
    Carregando cursos...
  </p>
);

/**
 * The courses on sale, each a click away from its checkout, and the free lesson (the sales page). The cards load
 * after the first paint (a chunk of their own, not React.lazy: the landing is prerendered with renderToString).
 */
export function LandingCourses() {
  const [List, setList] = useState<ComponentType | null>(null);
  useEffect(() => {
    let alive = true;
    import('./landing-course-list')
      .then((m) => alive && setList(() => m.LandingCourseList))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);

  return (
    <section id="cursos" className="landing-courses" aria-labelledby="cursos-title">
      <h2 id="cursos-title">Cursos</h2>
      <p className="landing-courses__lead">
        Comece pela aula gratuita do Despertar Crypto e, quando quiser, garanta o curso completo.
      </p>
      <Link to="/sales" className="btn btn--primary">
        Assistir à aula gratuita
      </Link>
      {List ? <List /> : STATUS}
    </section>
  );
}
