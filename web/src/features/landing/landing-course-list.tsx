import { Link } from 'react-router-dom';
import type { Course } from '@sinais/shared';
import { QueryView } from '@/components/query-view/query-view';
import { api, useApiQuery } from '@/lib/api';
import { CHECKOUT_SLUGS, checkoutPathOf } from '@/lib/checkout-paths';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const SALES_COURSE = 'despertar_crypto';

/** Courses with a checkout of their own (the checkout test course has none). */
function coursesOnSale(courses: Record<string, Course>): Course[] {
  const sold = new Set<string>(Object.values(CHECKOUT_SLUGS));
  return Object.values(courses).filter((c) => sold.has(c.id));
}

const FAILED = <p className="landing-courses__status">Não foi possível carregar os cursos agora.</p>;

/** The course cards, loaded after the landing's first paint (this chunk and the API map stay out of the first bundle). */
export function LandingCourseList() {
  const q = useApiQuery(api.courses.courses, undefined, { select: (r) => coursesOnSale(r.courses) });
  return (
    <QueryView
      query={q}
      loading={
        <p className="landing-courses__status" role="status">
          Carregando cursos...
        </p>
      }
      failed={() => FAILED}
      isEmpty={(courses) => courses.length === 0}
      empty={FAILED}
    >
      {(courses) => <CourseCards courses={courses} />}
    </QueryView>
  );
}

function CourseCards({ courses }: { courses: Course[] }) {
  return (
    <ul className="landing-courses__list">
      {courses.map((c) => (
        <li key={c.id} className="card landing-course" data-course={c.id}>
          <h3>{c.name}</h3>
          <p>{c.description}</p>
          <p className="landing-course__price">{brl.format(c.price_cents / 100)}</p>
          {c.available ? (
            <Link to={checkoutPathOf(c.id)} className="btn btn--ghost" aria-label={`Comprar ${c.name}`}>
              Comprar
            </Link>
          ) : (
            <span className="btn btn--ghost landing-course__soon" aria-disabled="true">
              Em breve
            </span>
          )}
          {c.id === SALES_COURSE ? (
            <Link to="/sales" className="landing-course__free">
              Ver a aula gratuita
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
