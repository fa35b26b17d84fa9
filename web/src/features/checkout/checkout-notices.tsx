import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatCents, formatInstallments, type Course } from '@sinais/shared';
import { ErrorNote } from '@/components/error-note';

/** The course, its price and the sandbox badge above the payment form. */
export function CheckoutHeader({ course, sandbox }: { course: Course; sandbox: boolean }) {
  return (
    <header className="co-head">
      <div>
        <p className="co-head__eyebrow">{course.name}</p>
        <p className="co-price">{formatCents(course.price_cents)}</p>
        <p className="co-installments">{formatInstallments(course.price_cents, 12)}</p>
      </div>
      {sandbox ? <span className="co-badge-test">Ambiente de teste</span> : null}
    </header>
  );
}

export function CheckoutErrorBox({ text }: { text: string }) {
  return (
    <section className="co-box">
      <ErrorNote>{text}</ErrorNote>
    </section>
  );
}

export function CheckingAccess() {
  return (
    <section className="co-box co-box--center" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>Verificando acesso...</p>
    </section>
  );
}

export function AlreadyOwned({ header }: { header: ReactNode }) {
  return (
    <section className="co-box">
      {header}
      <div className="alert alert--success" role="status">
        <span className="alert__icon" aria-hidden="true">
          ✓
        </span>
        <div className="alert__body">
          <strong className="alert__title">Você já tem acesso a este curso</strong>
          <div>Aproveite as aulas na área de membros.</div>
        </div>
      </div>
      <Link className="btn btn--primary btn--block" to="/vitrine-alunos">
        Acessar Meus Cursos
      </Link>
    </section>
  );
}

/** A course whose lessons are not published yet: nothing to buy. */
export function ComingSoon() {
  return (
    <div className="co-soon" role="status">
      <span className="co-soon__badge">Em breve</span>
      <p>Este curso estará disponível em breve.</p>
      <p className="co-muted">As aulas estão sendo preparadas. Volte em alguns dias.</p>
    </div>
  );
}
