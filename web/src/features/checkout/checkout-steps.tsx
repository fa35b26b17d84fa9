import { formatCents, formatInstallments, type Course } from '@sinais/shared';

/** The sales heading above the two-step checkout. */
export function CheckoutHero({ course, isDespertar }: { course: Course | undefined; isDespertar: boolean }) {
  return (
    <section className="co-hero">
      <p className="co-hero__eyebrow">Curso {course?.name ?? (isDespertar ? 'Despertar Crypto' : '')}</p>
      <h1>
        {isDespertar
          ? 'Do zero ao seu primeiro investimento em cripto, com segurança'
          : (course?.description ?? 'Carregando oferta...')}
      </h1>
      <p>
        {course
          ? `${formatCents(course.price_cents)} · ${formatInstallments(course.price_cents, 12)}`
          : 'Carregando oferta...'}{' '}
        · Garantia de 7 dias
      </p>
    </section>
  );
}

export function CheckoutSteps({ step }: { step: 1 | 2 }) {
  return (
    <ol className="co-steps" aria-label="Etapas da compra">
      <li
        className={step === 1 ? 'co-step co-step--current' : 'co-step co-step--done'}
        aria-current={step === 1 ? 'step' : undefined}
      >
        <span className="co-step__dot">{step === 1 ? '1' : '✓'}</span> Dados pessoais
      </li>
      <li className={step === 2 ? 'co-step-line co-step-line--done' : 'co-step-line'} aria-hidden="true" />
      <li
        className={step === 2 ? 'co-step co-step--current' : 'co-step'}
        aria-current={step === 2 ? 'step' : undefined}
      >
        <span className="co-step__dot">2</span> Pagamento
      </li>
    </ol>
  );
}

export function CheckingPurchase() {
  return (
    <div className="co-box--center" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>Verificando sua compra...</p>
    </div>
  );
}
