import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_MESSAGES, forgotPasswordRequestSchema } from '@sinais/shared';
import { Alert } from '@/components/alert';
import { FormField } from '@/components/form-field';
import { forgotPasswordRequest } from './api';
import { fieldErrors, forgotErrorMessage } from './auth-errors';
import { AuthCard } from './auth-card';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    const parsed = forgotPasswordRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(fieldErrors(parsed.error.issues).email ?? 'Informe o e-mail.');
      return;
    }
    setSubmitting(true);
    try {
      const res = await forgotPasswordRequest(parsed.data.email);
      setSent(res?.message || AUTH_MESSAGES.forgotNeutral);
    } catch (err) {
      setError(forgotErrorMessage(err));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title="Esqueci minha senha"
      subtitle="Informe seu e-mail para receber um link de redefinição."
      footer={
        <p>
          Lembrou a senha? <Link to="/login">Voltar ao login</Link>
        </p>
      }
    >
      {sent ? (
        <Alert tone="success">{sent}</Alert>
      ) : (
        <>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <form className="form" onSubmit={onSubmit} noValidate>
            <FormField
              label="E-mail"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              error={fieldError}
              onChange={(e) => {
                setEmail(e.target.value);
                setFieldError(null);
                setError(null);
              }}
            />
            <button type="submit" className="btn btn--primary btn--block" disabled={submitting}>
              {submitting ? 'Enviando...' : 'Enviar link de redefinição'}
            </button>
          </form>
        </>
      )}
    </AuthCard>
  );
}
