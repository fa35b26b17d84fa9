import { formatNumber, type Testimonial } from '@sinais/shared';
import { LockIcon } from '@/components/icons';
import { studentsLabel, useCourseSocialProof } from '@/lib/social-proof';

interface AsideProps {
  /** Who processes the payment: Mercado Pago, or the test environment (nothing is charged). */
  mode: 'mercadopago' | 'sandbox' | null;
  /** The buyer can still buy here (not an owner, not a course "em breve"): the reasons to buy now make sense. */
  selling: boolean;
}

/** Why to buy now, the guarantees and who processes the payment, beside the form (told from step 1). */
export function CheckoutAside({ mode, selling }: AsideProps) {
  return (
    <aside className="co-aside" aria-label="Garantias e segurança">
      {selling ? (
        <div className="co-panel co-panel--urgency">
          <h2>Comece hoje</h2>
          <p className="co-muted">
            O acesso é liberado assim que o pagamento é aprovado: na hora com Pix ou cartão aprovado. Condição
            de lançamento: 12x sem juros no cartão.
          </p>
        </div>
      ) : null}
      <div className="co-panel">
        <h2>Suas garantias</h2>
        <ul>
          <li>Garantia incondicional de 7 dias: seu dinheiro de volta</li>
          <li>Acesso vitalício às aulas</li>
          <li>Atualizações gratuitas por 1 ano</li>
        </ul>
      </div>
      <div className="co-panel co-panel--security">
        <h2>
          <LockIcon /> Compra 100% segura
        </h2>
        <p className="co-muted" data-testid="payment-processor">
          {mode === 'sandbox'
            ? 'Ambiente de teste: nenhum pagamento real é processado e nenhum cartão é cobrado. Use os cartões de teste.'
            : mode === 'mercadopago'
              ? 'Pagamento processado pelo Mercado Pago com criptografia. Não armazenamos os dados do seu cartão.'
              : 'Não armazenamos os dados do seu cartão.'}
        </p>
      </div>
    </aside>
  );
}

/** The seals: the guarantee and lifetime access always; students and the rating only when the records back them. */
export function QualitySeals({ courseId }: { courseId: string | null }) {
  const proof = useCourseSocialProof(courseId);
  const students = proof?.students ?? 0;
  const rating = proof?.rating ?? null;
  return (
    <section className="co-seals auto-grid" aria-label="Selos de qualidade">
      {students > 0 ? (
        <div className="co-seal" data-testid="seal-students">
          <strong>{students}</strong>
          <span>{studentsLabel(students)}</span>
        </div>
      ) : null}
      {rating ? (
        <div className="co-seal" data-testid="seal-rating">
          <strong>{formatNumber(rating.average, 1)}/5</strong>
          <span>
            média de {rating.count} {rating.count === 1 ? 'avaliação' : 'avaliações'}
          </span>
        </div>
      ) : null}
      <div className="co-seal">
        <strong>7 dias</strong>
        <span>de garantia</span>
      </div>
      <div className="co-seal">
        <strong>Vitalício</strong>
        <span>acesso às aulas</span>
      </div>
    </section>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** Students' words: reviews written by buyers of this course and published with their consent; none, no section. */
export function Testimonials({ courseId }: { courseId: string | null }) {
  const items: Testimonial[] = useCourseSocialProof(courseId)?.testimonials ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="depoimentos" data-testid="testimonials">
      <h2 id="depoimentos">O que dizem nossos alunos</h2>
      <div className="co-testimonials auto-grid">
        {items.map((t) => (
          <article key={t.id} className="co-testimonial">
            <div className="co-testimonial__who">
              <span className="co-avatar" aria-hidden="true">
                {initials(t.display_name)}
              </span>
              <div>
                <strong>{t.display_name}</strong>
                {t.location ? <div className="co-muted">{t.location}</div> : null}
              </div>
            </div>
            <span className="co-stars" role="img" aria-label={`${t.rating} de 5 estrelas`}>
              {'★'.repeat(t.rating)}
              {'☆'.repeat(5 - t.rating)}
            </span>
            <p>“{t.text}”</p>
          </article>
        ))}
      </div>
    </section>
  );
}
