import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { AUTH_MESSAGES, forgotPasswordRequestSchema } from '@sinais/shared';
import { Alert } from '@/components/alert';
import { forgotPasswordRequest } from './api';
import { fieldErrors, forgotErrorMessage } from './auth-errors';
import { AuthCard } from './auth-card';
import { EmailField } from './auth-fields';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const forgot = useMutation({ mutationFn: forgotPasswordRequest });
  const submitting = forgot.isPending;
  const sent = forgot.isSuccess ? forgot.data.message || AUTH_MESSAGES.forgotNeutral : null;
  const error = forgot.isError ? forgotErrorMessage(forgot.error) : null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    const parsed = forgotPasswordRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(fieldErrors(parsed.error.issues).email ?? 'Informe o e-mail.');
      return;
    }
    forgot.mutate(parsed.data.email);
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
            <EmailField
              value={email}
              error={fieldError}
              onChange={(e) => {
                setEmail(e.target.value);
                setFieldError(null);
                forgot.reset();
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
