import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { CHECKOUT_SLUGS, checkoutPathOf } from '@/lib/checkout-paths';

/** What the landing reads of GET /api/payments/courses (the shared schemas stay out of the first bundle). */
interface CourseCard {
  id: string;
  name: string;
  description: string;
  price_cents: number;
  available: boolean;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const SALES_COURSE = 'despertar_crypto';

function readCourses(body: unknown): CourseCard[] {
  const courses = (body as { courses?: Record<string, CourseCard> } | null)?.courses;
  if (!courses || typeof courses !== 'object') return [];
  // Courses with a checkout of their own (the checkout test course has none).
  const sold = new Set(Object.values(CHECKOUT_SLUGS));
  return Object.values(courses).filter(
    (c) => sold.has(c?.id) && typeof c.name === 'string' && Number.isFinite(c.price_cents),
  );
}

/** The course cards, loaded after the landing's first paint (kept out of the first bundle). */
export function LandingCourseList() {
  const [courses, setCourses] = useState<CourseCard[] | null>(null);

  useEffect(() => {
    let alive = true;
    fetch('/api/payments/courses')
      .then((r) => (r.ok ? r.json() : null))
      .then((body: unknown) => alive && setCourses(readCourses(body)))
      .catch(() => alive && setCourses([]));
    return () => {
      alive = false;
    };
  }, []);

  if (courses === null)
    return (
      <p className="landing-courses__status" role="status">
        Carregando cursos...
      </p>
    );
  if (courses.length === 0)
    return <p className="landing-courses__status">Não foi possível carregar os cursos agora.</p>;
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
