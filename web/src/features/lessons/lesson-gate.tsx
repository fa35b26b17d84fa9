import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { api, useApiQuery } from '@/lib/api';
import { loginRedirectState } from '@/lib/navigation-state';
import { useSessionStore } from '@/lib/session';
import { onUserEvent, startRealtime } from '@/lib/socket';
import { LockIcon } from '@/components/icons';
import { LessonComingSoon } from './coming-soon';
import { LessonView } from './lesson-page';
import './lessons.css';
import { ErrorNote } from '@/components/error-note';

export const DEFAULT_LESSON = 'despertar-crypto-01';
const RECHECK_AFTER_PAYMENT_MS = 2500;

/** The URL's lesson id: known prefixes keep their number padded to 2 digits; anything else is lesson 1. */
export function normalizeLessonParam(aulaId: string | undefined): string {
  const m = /^(despertar-crypto|masterclass|app|teste)-(\d{1,3})$/.exec(aulaId ?? '');
  if (!m) return DEFAULT_LESSON;
  const n = Number(m[2]);
  return n > 0 ? `${m[1]}-${String(n).padStart(2, '0')}` : DEFAULT_LESSON;
}

/** The "Acesso Restrito" box: a lock, the title and what the visitor can do. */
function Restricted({ children }: { children: ReactNode }) {
  return (
    <section className="surface ls-restricted">
      <span className="ls-lock" aria-hidden="true">
        <LockIcon size={40} />
      </span>
      <h1>Acesso Restrito</h1>
      {children}
    </section>
  );
}

interface Props {
  /** The checkout of the course shown on the restricted view (composed by the app from the checkout feature). */
  renderCheckout?: (courseId: string, onApproved: () => void) => ReactNode;
  /** Whether a logged-out visitor is sent to /login (default true). */
  redirectToLogin?: boolean;
}

/** Access gate of /aula/{aulaId}: 'Verificando acesso à aula...', then the lesson or 'Acesso Restrito'. */
export function LessonRoute({ renderCheckout, redirectToLogin = true }: Props) {
  const { aulaId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const token = useSessionStore((s) => s.token);
  const lessonId = normalizeLessonParam(aulaId);
  // A re-check (purchase approved, access changed) keeps the current view until the answer arrives.
  const query = useApiQuery(
    api.courses.checkLessonAccess,
    { params: { lessonId } },
    { enabled: Boolean(token), staleTime: 0 },
  );
  const { refetch } = query;
  const check = query.data ?? null;
  const failed = query.isError && query.error.status !== 401;

  useEffect(() => {
    if (!token) return;
    startRealtime();
    return onUserEvent((env) => {
      if (env.type === 'access:changed') void refetch();
    });
  }, [token, refetch]);

  if (!token) {
    if (!redirectToLogin) {
      return (
        <div className="page ls-gate">
          <Restricted>
            <p className="ls-muted">Faça login para acessar esta aula</p>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() =>
                navigate('/login', {
                  state: loginRedirectState(location.pathname, 'Faça login para acessar esta aula'),
                })
              }
            >
              Fazer Login
            </button>
          </Restricted>
        </div>
      );
    }
    return (
      <Navigate
        to="/login"
        replace
        state={loginRedirectState(
          `${location.pathname}${location.search}`,
          'Você precisa estar logado para acessar esta aula',
        )}
      />
    );
  }

  if (aulaId !== lessonId) return <Navigate to={`/aula/${lessonId}`} replace />;

  if (failed) {
    return (
      <div className="page ls-gate">
        <ErrorNote>Não foi possível verificar o acesso à aula. Tente novamente.</ErrorNote>
      </div>
    );
  }

  if (!check) {
    return (
      <div className="page ls-gate ls-gate--center" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <p>Verificando acesso à aula...</p>
      </div>
    );
  }

  // Not published yet (a draft), or a listed lesson the catalogue has none for: "Em breve", in place.
  if (check.coming_soon || !check.course) return <LessonComingSoon courseName={check.course?.name ?? null} />;

  if (check.has_access) return <LessonView lessonId={check.lesson_id} course={check.course} />;

  return (
    <div className="page ls-gate">
      <Restricted>
        <h2>{check.course.name}</h2>
        <p>{check.course.description}</p>
        <p className="ls-muted">
          Esta aula faz parte de um curso pago. Adquira o curso para liberar todas as aulas.
        </p>
        <button type="button" className="btn btn--ghost" onClick={() => navigate('/vitrine-alunos')}>
          Ver Cursos Disponíveis
        </button>
      </Restricted>
      {renderCheckout ? (
        <div className="ls-gate__checkout">
          {renderCheckout(check.course.id, () => setTimeout(() => void refetch(), RECHECK_AFTER_PAYMENT_MS))}
        </div>
      ) : null}
    </div>
  );
}
