import { useState } from 'react';
import { formatCents, formatInstallments } from '@sinais/shared';
import { CourseCheckout } from './course-checkout';
import { usePaymentSetup } from './use-payment-config';
import { TestPagesGate } from './test-pages-gate';
import './checkout.css';

const PRODUCTS = ['despertar_crypto', 'masterclass', 'app_mentoria'] as const;

/** /checkout-demo: the three products with their features; choosing one opens the embedded checkout. */
export function CheckoutDemoPage() {
  return (
    <TestPagesGate>
      <CheckoutDemoPageContent />
    </TestPagesGate>
  );
}

function CheckoutDemoPageContent() {
  const { courses, error } = usePaymentSetup();
  const [selected, setSelected] = useState<string | null>(null);

  return (
    <div className="page co-page">
      <section className="co-hero">
        <p className="co-hero__eyebrow">Checkout Demo</p>
        <h1>Escolha seu curso</h1>
        <p>Pagamento por cartão em até 12x sem juros ou Pix com liberação imediata.</p>
      </section>
      {error ? (
        <div className="alert alert--error" role="alert">
          <div className="alert__body">{error}</div>
        </div>
      ) : null}
      <div className="co-products">
        {PRODUCTS.map((id) => {
          const c = courses?.[id];
          if (!c) return <div key={id} className="co-product" aria-busy="true" />;
          return (
            <article key={id} className={selected === id ? 'co-product co-product--on' : 'co-product'}>
              <h2>{c.name}</h2>
              <p>{c.description}</p>
              <div>
                <div className="co-price">{formatCents(c.price_cents)}</div>
                <div className="co-installments">{formatInstallments(c.price_cents, 12)}</div>
              </div>
              <div className="co-panel">
                <ul>
                  {c.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              </div>
              <button type="button" className="btn btn--primary btn--block" onClick={() => setSelected(id)}>
                {selected === id ? 'Selecionado' : 'Comprar agora'}
              </button>
            </article>
          );
        })}
      </div>
      {selected ? (
        <div className="co-narrow">
          <CourseCheckout key={selected} courseId={selected} />
        </div>
      ) : null}
    </div>
  );
}
