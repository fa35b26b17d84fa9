import { Link } from 'react-router-dom';
import { formatCents } from '@sinais/shared';
import { useSessionStore } from '@/lib/session';
import { checkoutPathOf } from '@/lib/checkout-paths';
import { LockIcon, PhoneIcon, UnlockIcon } from './icons';
import './showcase.css';
import { type Section, pad, SECTIONS, pctOf } from './showcase-data';
import { CourseLessonList } from './course-lesson-list';
import { courseOutline } from './course-outline';
import { nextLesson } from './next-lesson';
import { useShowcaseData } from './use-showcase-data';

export function ShowcasePage() {
  const user = useSessionStore((s) => s.user);
  const { data, catalogue, progress, error, titles, upcoming } = useShowcaseData();

  if (error) {
    return (
      <div className="page sc-page">
        <div className="alert alert--error" role="alert">
          <div className="alert__body">{error}</div>
        </div>
      </div>
    );
  }

  if (!data) {
    return (
      <div className="page sc-center" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <p>Carregando seus cursos...</p>
      </div>
    );
  }

  const isAdmin = data.is_admin;
  const owned = new Set(data.courses.filter((c) => c.via === 'purchase').map((c) => c.course_id));
  const unlocked = (id: string) => isAdmin || owned.has(id);
  const name = user?.name ?? 'aluno';

  // Course progress: average over lessons 1 to 8 of the first course.
  const firstCourse = Array.from({ length: 8 }, (_, i) => pctOf(progress[String(i + 1)]));
  const courseProgress = Math.round(firstCourse.reduce((a, b) => a + b, 0) / firstCourse.length);
  const progressOf = (s: Section) => {
    if (s.courseId === 'despertar_crypto') return courseProgress;
    const ids = catalogue[s.courseId]?.lessons ?? [];
    return ids.length ? Math.round(ids.reduce((a, id) => a + pctOf(progress[id]), 0) / ids.length) : 0;
  };
  const soon = (id: string) => catalogue[id]?.available === false;
  const lessonsOf = (s: Section) =>
    courseOutline({
      unit: s.kind,
      listed: s.lessons.map((l) => l.id),
      published: catalogue[s.courseId]?.lessons ?? [],
      titles,
      upcoming: upcoming[s.courseId] ?? [],
    });

  const cards = (
    <section aria-labelledby="meus-cursos">
      <h2 id="meus-cursos" className="sc-h2">
        {isAdmin || owned.size > 0 ? 'Meus cursos' : 'Cursos disponíveis'}
      </h2>
      <div className="sc-cards">
        {SECTIONS.map((s) => {
          const open = unlocked(s.courseId);
          const c = catalogue[s.courseId];
          const tip =
            isAdmin && !owned.has(s.courseId)
              ? 'Acesso de Administrador'
              : open
                ? `Acesso liberado: ${s.title}`
                : `Acesso restrito: ${s.title}`;
          const first = catalogue[s.courseId]?.lessons[0];
          const link = open
            ? first
              ? `/aula/${first}`
              : null
            : soon(s.courseId)
              ? null
              : checkoutPathOf(s.courseId);
          return (
            <article
              key={s.courseId}
              className={open ? 'sc-card' : 'sc-card sc-card--locked'}
              data-course={s.courseId}
            >
              <div className="sc-thumb" aria-hidden="true">
                {s.icon()}
              </div>
              <span
                className={open ? 'sc-badge sc-badge--open' : 'sc-badge'}
                title={tip}
                aria-label={tip}
                tabIndex={0}
              >
                {open ? <UnlockIcon /> : <LockIcon />}
                <span className="sc-tooltip" role="tooltip">
                  {tip}
                </span>
              </span>
              <div className="sc-card__body">
                <h3>{s.title}</h3>
                <p>{c?.description ?? ''}</p>
                {open ? (
                  <div className="sc-progress" aria-label={`Progresso: ${progressOf(s)}%`}>
                    <div className="sc-bar">
                      <span style={{ width: `${progressOf(s)}%` }} />
                    </div>
                    <small>{progressOf(s)}% concluído</small>
                  </div>
                ) : (
                  <p className="sc-price">{c ? formatCents(c.price_cents) : ''}</p>
                )}
                {link ? (
                  <Link
                    className={open ? 'btn btn--primary btn--block' : 'btn btn--ghost btn--block'}
                    to={link}
                  >
                    {open ? 'Acessar curso' : 'Desbloquear curso'}
                  </Link>
                ) : (
                  <span className="btn btn--ghost btn--block sc-soon-btn" aria-disabled="true">
                    Em breve
                  </span>
                )}
                {open && progressOf(s) >= 100 ? (
                  <Link className="btn btn--ghost btn--block" to={`/certificado/${s.courseId}`}>
                    Ver certificado
                  </Link>
                ) : null}
              </div>
            </article>
          );
        })}
      </div>
    </section>
  );

  if (!isAdmin && owned.size === 0) {
    return (
      <div className="page sc-page">
        <section className="sc-empty">
          <span className="sc-empty__icon" aria-hidden="true">
            <LockIcon size={40} />
          </span>
          <h1>Você ainda não tem acesso a nenhum curso</h1>
          <p>
            Adquira um curso para liberar as aulas na área de membros. O acesso é liberado assim que o
            pagamento é confirmado.
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
        {cards}
      </div>
    );
  }

  return (
    <div className="page sc-page">
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
        {unlocked('despertar_crypto') ? (
          <Link
            className="btn btn--primary btn--lg"
            to={`/aula/despertar-crypto-${pad(nextLesson(progress))}`}
          >
            {courseProgress > 0 ? 'Continuar assistindo' : 'Começar agora'}
          </Link>
        ) : null}
      </section>

      {cards}

      {SECTIONS.filter((s) => unlocked(s.courseId)).map((s) => (
        <CourseLessonList key={s.courseId} section={s} items={lessonsOf(s)} progress={progress} />
      ))}

      <section className="sc-promos" aria-label="Ofertas">
        {SECTIONS.filter((s) => !unlocked(s.courseId) && !soon(s.courseId)).map((s) => (
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

      <section className="sc-community">
        <h2 className="sc-h2">Comunidade Sinais Cripto</h2>
        <p>
          Você faz parte de uma comunidade com mais de 5.000 alunos que estudam, operam e trocam experiências
          todos os dias. Tire dúvidas com a equipe pela <Link to="/suporte">Central de Suporte</Link> e
          acompanhe os sinais em tempo real no <Link to="/dashboard">Dashboard</Link>.
        </p>
      </section>
    </div>
  );
}
