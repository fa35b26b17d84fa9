import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  formatCents,
  formatInstallments,
  type Course,
  type OpenPurchaseConflict,
  type PaymentResult,
  type PixResponse,
} from '@sinais/shared';
import { HttpError } from '@/lib/http';
import { useSessionStore } from '@/lib/session';
import { paidReceiptPath } from '@/lib/checkout-paths';
import { checkoutApi, purchaseConflictOf, type CardPaymentPayload } from './api';
import { CheckoutAccount } from './checkout-account';
import { PurchaseConflict } from './purchase-conflict';
import { LockIcon } from '@/components/icons';
import { MercadoPagoCardBrick } from './mp-card-brick';
import { PixPayment } from './pix-payment';
import { SandboxCardForm } from './sandbox-card-form';
import { usePaymentSetup } from './use-payment-config';
import './checkout.css';

export type LogLevel = 'info' | 'success' | 'error';

export interface CourseCheckoutProps {
  courseId: string;
  /** Pre-fills the payer (two-step checkout). */
  payer?: { email?: string; name?: string; cpf?: string };
  onApproved?: (result: { payment_id: string; external_reference: string; method: 'card' | 'pix' }) => void;
  onLog?: (level: LogLevel, message: string) => void;
  showHeader?: boolean;
  /** Where the receipt shown after a Pix approval leads on (default: the course's first lesson). */
  afterPixPath?: string;
}

type Message = { tone: 'success' | 'error' | 'info'; text: string } | null;
const REDIRECT_MS = 2000;

/** The embedded checkout of spec 001: access check, then "already has access" or the payment form with message states. */
export function CourseCheckout({
  courseId,
  payer,
  onApproved,
  onLog,
  showHeader = true,
  afterPixPath,
}: CourseCheckoutProps) {
  const token = useSessionStore((s) => s.token);
  const user = useSessionStore((s) => s.user);
  const navigate = useNavigate();
  const { config, courses, error: setupError } = usePaymentSetup();
  const [access, setAccess] = useState<'loading' | 'yes' | 'no'>('loading');
  const [method, setMethod] = useState<'card' | 'pix'>('card');
  const [message, setMessage] = useState<Message>(null);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<PaymentResult | null>(null);
  const [conflict, setConflict] = useState<OpenPurchaseConflict | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const course: Course | undefined = courses?.[courseId];
  const log = useCallback((level: LogLevel, text: string) => onLog?.(level, text), [onLog]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  useEffect(() => {
    if (!token) {
      setAccess('no');
      return;
    }
    let alive = true;
    setAccess('loading');
    checkoutApi
      .checkAccess(courseId)
      .then((r) => alive && setAccess(r.has_access ? 'yes' : 'no'))
      .catch(() => alive && setAccess('no'));
    return () => {
      alive = false;
    };
  }, [token, courseId]);

  useEffect(() => {
    if (setupError) log('error', setupError);
    else if (config)
      log(
        'info',
        `Sistema de pagamento pronto (${config.mode === 'sandbox' ? 'ambiente de teste' : 'Mercado Pago'})`,
      );
  }, [config, setupError, log]);

  const say = useCallback(
    (tone: 'success' | 'error' | 'info', text: string) => {
      setMessage({ tone, text });
      log(tone === 'error' ? 'error' : tone === 'success' ? 'success' : 'info', text);
    },
    [log],
  );

  const submitCard = async (payload: CardPaymentPayload) => {
    setProcessing(true);
    setFailure(null);
    setConflict(null);
    say('info', 'Processando pagamento...');
    if (!payer && course) {
      // Card-form variant of the customer record (spec 001 §3); a failure is only logged.
      const [firstName = '', ...rest] = (user?.name ?? '').trim().split(/\s+/);
      void checkoutApi
        .saveCustomer({
          email: payload.payer.email,
          firstName,
          lastName: rest.join(' '),
          identification: payload.payer.identification,
          courseId: course.id,
          courseName: course.name,
          coursePrice: course.price,
          paymentMethod: 'credit_card',
          source: 'checkout-card-form',
          timestamp: new Date().toISOString(),
        })
        .catch(() => log('error', 'Erro ao salvar dados do cliente'));
    }
    try {
      const result = await checkoutApi.processCard(payload);
      log(
        'info',
        `Resposta do pagamento: ${result.status}${result.status_detail ? ` (${result.status_detail})` : ''}`,
      );
      const q = new URLSearchParams({
        payment_id: result.payment_id,
        status: result.status,
        external_reference: result.external_reference,
      });
      if (result.status === 'approved') {
        say('success', 'Pagamento aprovado com sucesso!');
        onApproved?.({
          payment_id: result.payment_id,
          external_reference: result.external_reference,
          method: 'card',
        });
        timer.current = setTimeout(() => navigate(`/payment/success?${q}`), REDIRECT_MS);
      } else if (result.status === 'in_process' || result.status === 'pending') {
        say('info', result.message);
        timer.current = setTimeout(() => navigate(`/payment/pending?${q}`), REDIRECT_MS);
      } else {
        setFailure(result);
        say('error', result.message || 'Pagamento não aprovado');
      }
    } catch (err) {
      const c = purchaseConflictOf(err);
      if (c) {
        setConflict(c);
        setMessage(null);
        log('error', c.message);
      } else
        say(
          'error',
          err instanceof HttpError && err.serverMessage ? err.serverMessage : 'Erro ao processar pagamento',
        );
    } finally {
      setProcessing(false);
    }
  };

  // The receipt first, then the course: the buyer sees what was paid before the lesson opens.
  const pixApproved = useCallback(
    (pix: PixResponse) => {
      onApproved?.({ payment_id: pix.payment_id, external_reference: pix.external_reference, method: 'pix' });
      const first = courses?.[pix.course_id]?.lessons[0];
      navigate(
        paidReceiptPath(pix.purchase_id, afterPixPath ?? (first ? `/aula/${first}` : '/vitrine-alunos')),
      );
    },
    [courses, navigate, onApproved, afterPixPath],
  );

  const header =
    showHeader && course ? (
      <header className="co-head">
        <div>
          <p className="co-head__eyebrow">{course.name}</p>
          <p className="co-price">{formatCents(course.price_cents)}</p>
          <p className="co-installments">{formatInstallments(course.price_cents, 12)}</p>
        </div>
        {config?.mode === 'sandbox' ? <span className="co-badge-test">Ambiente de teste</span> : null}
      </header>
    ) : null;

  if (setupError) {
    return (
      <section className="co-box">
        <div className="alert alert--error" role="alert">
          <div className="alert__body">{setupError}</div>
        </div>
      </section>
    );
  }

  if (!config || !courses || access === 'loading') {
    return (
      <section className="co-box co-box--center" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <p>Verificando acesso...</p>
      </section>
    );
  }

  if (!course) {
    return (
      <section className="co-box">
        <div className="alert alert--error" role="alert">
          <div className="alert__body">Curso não encontrado.</div>
        </div>
      </section>
    );
  }

  if (access === 'yes') {
    return (
      <section className="co-box">
        {header}
        <div className="alert alert--success" role="status">
          <span className="alert__icon" aria-hidden="true">
            ✓
          </span>
          <div className="alert__body">
            <strong className="alert__title">Você já tem acesso a este curso</strong>
            <div>Aproveite as aulas na área de membros.</div>
          </div>
        </div>
        <Link className="btn btn--primary btn--block" to="/vitrine-alunos">
          Acessar Meus Cursos
        </Link>
      </section>
    );
  }

  if (!course.available) {
    return (
      <section className="co-box">
        {header}
        <div className="co-soon" role="status">
          <span className="co-soon__badge">Em breve</span>
          <p>Este curso estará disponível em breve.</p>
          <p className="co-muted">As aulas estão sendo preparadas. Volte em alguns dias.</p>
        </div>
      </section>
    );
  }

  if (!token) {
    return (
      <section className="co-box" aria-label={`Conta para comprar: ${course.name}`}>
        {header}
        <CheckoutAccount
          {...(payer?.email ? { defaultEmail: payer.email } : {})}
          {...(payer?.name ? { defaultName: payer.name } : {})}
        />
      </section>
    );
  }

  const email = payer?.email ?? user?.email ?? '';
  return (
    <section className="co-box" aria-label={`Pagamento: ${course.name}`}>
      {header}
      <div className="co-tabs" role="tablist" aria-label="Forma de pagamento">
        <button
          type="button"
          role="tab"
          aria-selected={method === 'card'}
          className={method === 'card' ? 'co-tab co-tab--on' : 'co-tab'}
          onClick={() => setMethod('card')}
          disabled={processing}
        >
          Cartão de crédito
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={method === 'pix'}
          className={method === 'pix' ? 'co-tab co-tab--on' : 'co-tab'}
          onClick={() => setMethod('pix')}
          disabled={processing}
        >
          Pix
        </button>
      </div>
      {message ? (
        <div className={`alert alert--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
          <span className="alert__icon" aria-hidden="true">
            {message.tone === 'success' ? '✓' : message.tone === 'error' ? '!' : 'i'}
          </span>
          <div className="alert__body">
            {message.text}
            {failure ? (
              <div>
                <Link
                  to={`/payment/failure?${new URLSearchParams({ payment_id: failure.payment_id, status: failure.status, status_detail: failure.status_detail ?? '' })}`}
                >
                  Ver detalhes
                </Link>
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
      {conflict ? (
        <PurchaseConflict
          conflict={conflict}
          onCancelled={(text) => {
            setConflict(null);
            // 'info', not 'success': a success message locks the form (it means "paid").
            say('info', text);
          }}
          onError={(text) => say('error', text)}
        />
      ) : null}
      {method === 'card' ? (
        config.mode === 'sandbox' ? (
          <SandboxCardForm
            amountCents={course.price_cents}
            courseId={course.id}
            description={course.name}
            defaultEmail={email}
            {...(payer?.cpf ? { defaultCpf: payer.cpf } : {})}
            disabled={processing || message?.tone === 'success'}
            onSubmit={submitCard}
            onError={(m) => say('error', m)}
          />
        ) : (
          <MercadoPagoCardBrick
            publicKey={config.public_key}
            amountCents={course.price_cents}
            courseId={course.id}
            description={course.name}
            payerEmail={email}
            onSubmit={submitCard}
            onError={(m) => say('error', m)}
          />
        )
      ) : (
        <PixPayment
          courseId={course.id}
          amountCents={course.price_cents}
          {...(payer?.email || payer?.cpf
            ? {
                payer: {
                  ...(payer.email ? { email: payer.email } : {}),
                  ...(payer.cpf
                    ? { identification: { type: 'CPF', number: payer.cpf.replace(/\D/g, '') } }
                    : {}),
                },
              }
            : {})}
          onApproved={pixApproved}
          onMessage={say}
          onConflict={(c) => {
            setConflict(c);
            setMessage(null);
          }}
        />
      )}
      <p className="co-secure">
        <LockIcon size={13} /> Pagamento processado com segurança
        {config.mode === 'mercadopago' ? ' pelo Mercado Pago' : ''}. Seus dados são criptografados.
      </p>
    </section>
  );
}
