import { Link } from 'react-router-dom';
import { formatCents, type Course } from '@sinais/shared';
import { checkoutPathOf } from '@/lib/checkout-paths';
import { LockIcon } from './icons';
import type { Section } from './showcase-data';

interface Props {
  section: Section;
  course: Course | undefined;
  open: boolean;
  /** Listed only because the member is an administrator. */
  adminOnly: boolean;
  soon: boolean;
  progress: number;
}

/** One course of the showcase: unlocked (progress, continue, certificate) or locked (price, checkout, "em breve"). */
export function CourseCard({ section: s, course: c, open, adminOnly, soon, progress }: Props) {
  const tip = adminOnly
    ? 'Acesso de Administrador'
    : open
      ? `Acesso liberado: ${s.title}`
      : `Acesso restrito: ${s.title}`;
  const first = c?.lessons[0];
  const link = open ? (first ? `/aula/${first}` : null) : soon ? null : checkoutPathOf(s.courseId);
  return (
    <article className={open ? 'sc-card' : 'sc-card sc-card--locked'} data-course={s.courseId}>
      <div className="sc-thumb" aria-hidden="true">
        {s.icon()}
      </div>
      <span
        className={open ? 'sc-badge sc-badge--open' : 'sc-badge'}
        title={tip}
        aria-label={tip}
        tabIndex={0}
      >
        <LockIcon open={open} />
        <span className="sc-tooltip" role="tooltip">
          {tip}
        </span>
      </span>
      <div className="sc-card__body">
        <h3>{s.title}</h3>
        <p>{c?.description ?? ''}</p>
        {open ? (
          <div className="sc-progress" aria-label={`Progresso: ${progress}%`}>
            <div className="sc-bar">
              <span style={{ width: `${progress}%` }} />
            </div>
            <small>{progress}% concluído</small>
          </div>
        ) : (
          <p className="sc-price">{c ? formatCents(c.price_cents) : ''}</p>
        )}
        {link ? (
          <Link className={open ? 'btn btn--primary btn--block' : 'btn btn--ghost btn--block'} to={link}>
            {open ? 'Acessar curso' : 'Desbloquear curso'}
          </Link>
        ) : (
          <span className="btn btn--ghost btn--block sc-soon-btn" aria-disabled="true">
            Em breve
          </span>
        )}
        {open && progress >= 100 ? (
          <Link className="btn btn--ghost btn--block" to={`/certificado/${s.courseId}`}>
            Ver certificado
          </Link>
        ) : null}
      </div>
    </article>
  );
}
