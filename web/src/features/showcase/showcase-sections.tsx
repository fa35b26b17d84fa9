import { Link } from 'react-router-dom';
import { studentsLabel, useSocialProof } from '@/lib/social-proof';
import { formatCents, type Course } from '@sinais/shared';
import { checkoutPathOf } from '@/lib/checkout-paths';
import { LockIcon, PhoneIcon } from './icons';
import type { Section } from './showcase-data';

/** A member without any course: says so and points to the first one. */
export function NoCourseYet() {
  return (
    <section className="sc-empty">
      <span className="sc-empty__icon" aria-hidden="true">
        <LockIcon size={40} />
      </span>
      <h1>Você ainda não tem acesso a nenhum curso</h1>
      <p>
        Adquira um curso para liberar as aulas na área de membros. O acesso é liberado assim que o pagamento é
        confirmado.
      </p>
      <div className="sc-actions">
        <Link className="btn btn--primary" to="/checkout/despertar-crypto">
          Conhecer o Despertar Crypto
        </Link>
        <a className="btn btn--ghost" href="#meus-cursos">
          Ver todos os cursos
        </a>
      </div>
    </section>
  );
}

interface BannerProps {
  name: string;
  /** The first lesson to watch next, when the first course is unlocked. */
  nextLessonPath: string | null;
  started: boolean;
}

export function ShowcaseBanner({ name, nextLessonPath, started }: BannerProps) {
  return (
    <section className="sc-banner">
      <div>
        <p className="sc-banner__eyebrow">Área de Membros</p>
        <h1>Olá, {name}! Bons estudos.</h1>
        <p>
          Continue de onde parou. Seu progresso fica salvo na sua conta e acompanha você em qualquer
          dispositivo.
        </p>
        <p>
          <Link to="/minhas-compras">Minhas compras e recibos</Link>
        </p>
      </div>
      {nextLessonPath ? (
        <Link className="btn btn--primary btn--lg" to={nextLessonPath}>
          {started ? 'Continuar assistindo' : 'Começar agora'}
        </Link>
      ) : null}
    </section>
  );
}

/** Checkout links for the courses still locked, and the app install. */
export function ShowcasePromos({
  locked,
  catalogue,
}: {
  locked: Section[];
  catalogue: Record<string, Course>;
}) {
  return (
    <section className="sc-promos" aria-label="Ofertas">
      {locked.map((s) => (
        <Link key={s.courseId} to={checkoutPathOf(s.courseId)} className="sc-promo">
          <span className="sc-promo__icon" aria-hidden="true">
            {s.icon()}
          </span>
          <span>
            <strong>Desbloqueie {s.title}</strong>
            <small>
              {catalogue[s.courseId]
                ? `${formatCents(catalogue[s.courseId]!.price_cents)} em até 12x sem juros`
                : ''}
            </small>
          </span>
        </Link>
      ))}
      <div className="sc-promo sc-promo--static">
        <span className="sc-promo__icon" aria-hidden="true">
          <PhoneIcon />
        </span>
        <span>
          <strong>Receba os sinais no celular</strong>
          <small>
            Instale o app em <Link to="/app">Instalar App</Link>
          </small>
        </span>
      </div>
    </section>
  );
}

/** The community: its size only as the records count it (students with a paid access), never a round number. */
export function Community() {
  const proof = useSocialProof();
  const students = proof?.total_students ?? 0;
  return (
    <section className="sc-community">
      <h2 className="sc-h2">Comunidade Sinais Cripto</h2>
      <p>
        {students > 1
          ? `Você faz parte de uma comunidade de ${students} ${studentsLabel(students)} que estudam e operam com método. `
          : 'Estude no seu ritmo e opere com método. '}
        Tire dúvidas com a equipe pela <Link to="/suporte">Central de Suporte</Link> e acompanhe os sinais em
        tempo real no <Link to="/dashboard">Dashboard</Link>.
      </p>
    </section>
  );
}
