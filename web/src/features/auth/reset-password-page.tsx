import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_MESSAGES } from '@sinais/shared';
import { Alert } from '@/components/alert';
import type { RedirectState } from '@/lib/navigation-state';
import { useFormFields } from '@/lib/use-form-fields';
import { resetPasswordRequest } from './api';
import { RESET_ERRORS, resetErrorMessage, validateReset } from './auth-errors';
import { AuthCard } from './auth-card';
import { PasswordField } from './auth-fields';

export const RESET_REDIRECT_DELAY_MS = 3000;

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const userId = params.get('userId');
  const linkOk = !!token && !!userId;
  const [error, setError] = useState<string | null>(null);
  const { values, field } = useFormFields({ newPassword: '', confirmation: '' }, () => setError(null));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reset = useMutation({
    mutationFn: resetPasswordRequest,
    onSuccess: (res) => {
      const state: RedirectState = { message: res.message || AUTH_MESSAGES.resetDone, tone: 'success' };
      timer.current = setTimeout(() => navigate('/login', { replace: true, state }), RESET_REDIRECT_DELAY_MS);
    },
    onError: (err) => setError(resetErrorMessage(err)),
  });
  const submitting = reset.isPending;
  const done = reset.isSuccess ? reset.data.message || AUTH_MESSAGES.resetDone : null;

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (submitting || done) return;
    const { newPassword: password, confirmation } = values;
    const problem = validateReset({ token, userId, password, confirmation });
    if (problem || !token || !userId) {
      setError(problem ?? RESET_ERRORS.missingParams);
      return;
    }
    reset.mutate({ token, userId, newPassword: password });
  };

  return (
    <AuthCard
      title="Redefinir senha"
      subtitle="Escolha uma nova senha para sua conta."
      footer={
        <p>
          <Link to="/login">Voltar ao login</Link>
        </p>
      }
    >
      {!linkOk ? <Alert tone="error">{RESET_ERRORS.missingParams}</Alert> : null}
      {error && error !== RESET_ERRORS.missingParams ? <Alert tone="error">{error}</Alert> : null}
      {done ? <Alert tone="success">{done} Redirecionando para o login...</Alert> : null}
      <form className="form" onSubmit={onSubmit} noValidate>
        <PasswordField
          label="Nova senha"
          autoComplete="new-password"
          minLength={6}
          hint="Mínimo de 6 caracteres."
          {...field('newPassword')}
        />
        <PasswordField label="Confirmar nova senha" autoComplete="new-password" {...field('confirmation')} />
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={!linkOk || submitting || !!done}
        >
          {submitting ? 'Salvando...' : 'Redefinir senha'}
        </button>
      </form>
    </AuthCard>
  );
}
