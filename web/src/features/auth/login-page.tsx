import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '@/components/alert';
import { readRedirectState } from '@/lib/navigation-state';
import { useSessionStore } from '@/lib/session';
import { useFormFields } from '@/lib/use-form-fields';
import { loginRequest } from './api';
import { LOGIN_ERRORS, fieldErrors, loginErrorMessage } from './auth-errors';
import { AuthCard } from './auth-card';
import { EmailField, PasswordField } from './auth-fields';

export const LOGIN_REDIRECT_DELAY_MS = 1000;

// The shared schemas bring zod (~45 KiB) and grow with every feature; opening /login must not download them
// (web budget, tests/e2e/web-budget.e2e.test.ts), so the form fetches them when the visitor starts using it.
const loadSchemas = () => import('./login-schema');
const prefetchSchemas = () => void loadSchemas().catch(() => undefined);

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { returnUrl, message, tone, email: presetEmail } = readRedirectState(location.state);
  // Someone already logged in who opens /login goes straight on; decided once, so the 1 s success delay is kept.
  const [alreadyIn] = useState(() => useSessionStore.getState().token !== null);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clearErrors = () => {
    if (error) setError(null);
    if (Object.keys(errors).length) setErrors({});
  };
  const { values, field } = useFormFields({ email: presetEmail ?? '', password: '' }, clearErrors);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const login = useMutation({
    mutationFn: (body: { email: string; password: string }) => loginRequest(body.email, body.password),
    onSuccess: ({ token, user }) => {
      useSessionStore.getState().login(token, user);
      timer.current = setTimeout(
        () => navigate(returnUrl ?? '/dashboard', { replace: true }),
        LOGIN_REDIRECT_DELAY_MS,
      );
    },
    onError: (err) => setError(loginErrorMessage(err)),
  });
  const status = login.isPending ? 'submitting' : login.isSuccess ? 'success' : 'idle';

  useEffect(() => () => clearTimeout(timer.current), []);

  if (alreadyIn) return <Navigate to={returnUrl ?? '/dashboard'} replace />;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (status !== 'idle') return;
    let schemas: Awaited<ReturnType<typeof loadSchemas>>;
    try {
      schemas = await loadSchemas();
    } catch {
      setError(LOGIN_ERRORS.network);
      return;
    }
    const parsed = schemas.loginRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    login.mutate(parsed.data);
  };

  return (
    <AuthCard
      title="Entrar"
      subtitle="Acesse seus sinais, cursos e ferramentas."
      footer={
        <>
          <p>
            Ainda não tem conta? <Link to="/register">Criar conta</Link>
          </p>
          <p className="auth-card__legal">
            Ao entrar você concorda com os <Link to="/terms-of-service">Termos de Serviço</Link> e a{' '}
            <Link to="/privacy-policy">Política de Privacidade</Link>.
          </p>
        </>
      }
    >
      {message && status !== 'success' ? <Alert tone={tone ?? 'info'}>{message}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {status === 'success' ? (
        <Alert tone="success">Login realizado com sucesso! Redirecionando...</Alert>
      ) : null}
      <form
        className="form"
        onSubmit={onSubmit}
        onFocus={prefetchSchemas}
        onPointerDown={prefetchSchemas}
        noValidate
      >
        <EmailField {...field('email')} error={errors.email} />
        <PasswordField autoComplete="current-password" {...field('password')} error={errors.password} />
        <div className="form__row form__row--end">
          <Link to="/forgot-password" className="link-muted">
            Esqueci minha senha
          </Link>
        </div>
        <button type="submit" className="btn btn--primary btn--block" disabled={status !== 'idle'}>
          {status === 'submitting' ? 'Entrando...' : status === 'success' ? 'Redirecionando...' : 'Entrar'}
        </button>
      </form>
    </AuthCard>
  );
}
