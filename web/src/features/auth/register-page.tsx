import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, registerRequestSchema } from '@sinais/shared';
import { Alert } from '@/components/alert';
import { FormField } from '@/components/form-field';
import type { RedirectState } from '@/lib/navigation-state';
import { useFormFields } from '@/lib/use-form-fields';
import { registerRequest } from './api';
import { REGISTER_ERRORS, fieldErrors, registerErrorMessage } from './auth-errors';
import { AuthCard } from './auth-card';
import { EmailField, PasswordField } from './auth-fields';

export function RegisterPage() {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const { values: form, field } = useFormFields(
    { username: '', email: '', password: '', confirmation: '' },
    () => {
      setErrors({});
      setError(null);
    },
  );
  const register = useMutation({
    mutationFn: registerRequest,
    onSuccess: (res, body) => {
      const state: RedirectState = {
        message: res.message || AUTH_MESSAGES.registered,
        tone: 'success',
        email: body.email,
      };
      navigate('/login', { state });
    },
    onError: (err) => setError(registerErrorMessage(err)),
  });
  // Stays disabled once the account exists, while the page leads on to /login.
  const submitting = register.isPending || register.isSuccess;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    const parsed = registerRequestSchema.safeParse({
      username: form.username,
      email: form.email,
      password: form.password,
    });
    const found = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (form.password !== form.confirmation) found.confirmation = REGISTER_ERRORS.mismatch;
    if (!parsed.success || Object.keys(found).length) {
      setErrors(found);
      return;
    }
    register.mutate(parsed.data);
  };

  return (
    <AuthCard
      title="Criar conta"
      subtitle="Cadastre-se para receber sinais e acessar a área de membros."
      footer={
        <p>
          Já tem conta? <Link to="/login">Entrar</Link>
        </p>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormField
          label="Nome de usuário"
          autoComplete="username"
          required
          {...field('username')}
          error={errors.username}
        />
        <EmailField {...field('email')} error={errors.email} />
        <PasswordField
          autoComplete="new-password"
          hint="Mínimo de 6 caracteres."
          {...field('password')}
          error={errors.password}
        />
        <PasswordField
          label="Confirmar senha"
          autoComplete="new-password"
          {...field('confirmation')}
          error={errors.confirmation}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={submitting}>
          {submitting ? 'Criando conta...' : 'Criar conta'}
        </button>
      </form>
    </AuthCard>
  );
}
