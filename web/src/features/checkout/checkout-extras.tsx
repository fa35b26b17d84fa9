import { LockIcon } from '@/components/icons';

export const TESTIMONIALS = [
  {
    id: 1,
    name: 'Mariana Alves',
    location: 'São Paulo, SP',
    avatar: 'MA',
    rating: 5,
    text: 'Eu não sabia nem abrir uma carteira. Em uma semana fiz minha primeira compra com segurança e entendi o que estava fazendo.',
  },
  {
    id: 2,
    name: 'Rafael Costa',
    location: 'Belo Horizonte, MG',
    avatar: 'RC',
    rating: 5,
    text: 'As aulas são diretas e a parte de gestão de risco mudou a forma como eu opero. Vale cada centavo.',
  },
  {
    id: 3,
    name: 'Juliana Prado',
    location: 'Curitiba, PR',
    avatar: 'JP',
    rating: 5,
    text: 'Conteúdo claro, sem promessas milagrosas. Consigo acompanhar os sinais do app entendendo cada entrada.',
  },
];

/** Why to buy now, the guarantees and the payment's security, beside the form. */
export function CheckoutAside() {
  return (
    <aside className="co-aside">
      <div className="co-panel co-panel--urgency">
        <h3>Comece hoje</h3>
        <p className="co-muted">
          O acesso é liberado em segundos após a confirmação do pagamento. Condição de lançamento: 12x sem
          juros no cartão.
        </p>
      </div>
      <div className="co-panel">
        <h3>Suas garantias</h3>
        <ul>
          <li>Garantia incondicional de 7 dias: seu dinheiro de volta</li>
          <li>Acesso vitalício às aulas</li>
          <li>Atualizações gratuitas por 1 ano</li>
        </ul>
      </div>
      <div className="co-panel co-panel--security">
        <h3>
          <LockIcon /> Compra 100% segura
        </h3>
        <p className="co-muted">
          Pagamento processado pelo Mercado Pago com criptografia. Não armazenamos os dados do seu cartão.
        </p>
      </div>
    </aside>
  );
}

export function QualitySeals() {
  return (
    <section className="co-seals" aria-label="Selos de qualidade">
      <div className="co-seal">
        <strong>5.000+</strong>
        <span>alunos</span>
      </div>
      <div className="co-seal">
        <strong>4,9/5</strong>
        <span>avaliação média</span>
      </div>
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

/** Students' words (Despertar Crypto only). */
export function Testimonials() {
  return (
    <section aria-labelledby="depoimentos">
      <h2 id="depoimentos">O que dizem nossos alunos</h2>
      <div className="co-testimonials">
        {TESTIMONIALS.map((t) => (
          <article key={t.id} className="co-testimonial">
            <div className="co-testimonial__who">
              <span className="co-avatar" aria-hidden="true">
                {t.avatar}
              </span>
              <div>
                <strong>{t.name}</strong>
                <div className="co-muted">{t.location}</div>
              </div>
            </div>
            <span className="co-stars" aria-label={`${t.rating} de 5 estrelas`}>
              {'★'.repeat(t.rating)}
            </span>
            <p>“{t.text}”</p>
          </article>
        ))}
      </div>
    </section>
  );
}
