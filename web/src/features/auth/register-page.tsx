import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, registerRequestSchema } from '@sinais/shared';
import { Alert } from '@/components/alert';
import { FormField } from '@/components/form-field';
import type { RedirectState } from '@/lib/navigation-state';
import { registerRequest } from './api';
import { REGISTER_ERRORS, fieldErrors, registerErrorMessage } from './auth-errors';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';

export function RegisterPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState({ username: '', email: '', password: '', confirmation: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
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

  const update = (key: keyof typeof form) => (e: ChangeEvent<HTMLInputElement>) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setErrors({});
    setError(null);
  };

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
          name="username"
          autoComplete="username"
          required
          value={form.username}
          error={errors.username}
          onChange={update('username')}
        />
        <EmailField value={form.email} error={errors.email} onChange={update('email')} />
        <FormField
          label="Senha"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          hint="Mínimo de 6 caracteres."
          value={form.password}
          error={errors.password}
          onChange={update('password')}
        />
        <FormField
          label="Confirmar senha"
          type="password"
          name="confirmation"
          autoComplete="new-password"
          required
          value={form.confirmation}
          error={errors.confirmation}
          onChange={update('confirmation')}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={submitting}>
          {submitting ? 'Criando conta...' : 'Criar conta'}
        </button>
      </form>
    </AuthCard>
  );
}
