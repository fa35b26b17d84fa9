import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { formatCents, formatInstallments } from '@sinais/shared';
import { CHECKOUT_SLUGS } from '@/lib/checkout-paths';
import { useSessionStore } from '@/lib/session';
import { checkoutApi } from './api';
import { CheckoutAside, QualitySeals, Testimonials } from './checkout-extras';
import { CourseCheckout } from './course-checkout';
import { CheckoutStanding } from './checkout-standing';
import { CustomerForm } from './customer-form';
import { splitName, validateCustomer, type CustomerData, type CustomerErrors } from './masks';
import { usePaymentSetup } from './use-payment-config';
import { useCheckoutAccount } from './use-checkout-account';
import { useCheckoutState } from './use-checkout-state';
import { useSavedCustomer } from './use-saved-customer';
import './checkout.css';

const DRAFT_KEY = 'checkoutCustomerDraft';

function readDraft(): Partial<CustomerData> {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        ([k, v]) => k in EMPTY && typeof v === 'string' && v,
      ),
    ) as Partial<CustomerData>;
  } catch {
    return {};
  }
}

const EMPTY: CustomerData = { name: '', email: '', phone: '', cpf: '', zipCode: '', city: '', state: '' };

/**
 * /checkout/despertar-crypto (and /checkout/{curso}): two steps (personal data, then payment) with the sales-page
 * boxes. A visitor creates the account (or signs in) in step 1 and the purchase goes on in the same page.
 */
export function CourseCheckoutPage() {
  const { curso } = useParams();
  const COURSE_ID = CHECKOUT_SLUGS[curso ?? 'despertar-crypto'] ?? null;
  const user = useSessionStore((s) => s.user);
  const token = useSessionStore((s) => s.token);
  const account = useCheckoutAccount();
  const [password, setPassword] = useState('');
  const { courses } = usePaymentSetup();
  const course = COURSE_ID ? courses?.[COURSE_ID] : undefined;
  const isDespertar = COURSE_ID === 'despertar_crypto';
  const [step, setStep] = useState<1 | 2>(1);
  const [data, setData] = useState<CustomerData>(() => ({
    ...EMPTY,
    name: user?.name ?? '',
    email: user?.email ?? '',
    ...readDraft(),
  }));
  // Kept for this tab only, so a visitor who stops to log in comes back to a filled form.
  useEffect(() => {
    try {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(data));
    } catch {
      /* private mode */
    }
  }, [data]);
  const [errors, setErrors] = useState<CustomerErrors>({});
  const [saving, setSaving] = useState(false);
  const standing = useCheckoutState(COURSE_ID);
  const known = standing.state !== null && standing.state !== 'unknown' ? standing.state : null;
  const saved = useSavedCustomer(known?.saved_customer ?? null, data, setData);
  const cpfOnFile = saved.cpfOnFile;

  const set = (k: keyof CustomerData, v: string) => {
    setData((d) => ({ ...d, [k]: v }));
    if (errors[k]) setErrors((e) => ({ ...e, [k]: undefined }));
  };

  const payload = (extra: Record<string, unknown> = {}) => {
    const { firstName, lastName } = splitName(data.name);
    return {
      email: data.email.trim(),
      firstName,
      lastName,
      phone: data.phone,
      identification: cpfOnFile
        ? { type: 'CPF', on_file: true }
        : { type: 'CPF', number: data.cpf.replace(/\D/g, '') },
      address: { zip_code: data.zipCode, city: data.city.trim(), state: data.state },
      courseId: COURSE_ID ?? undefined,
      courseName: course?.name,
      coursePrice: course?.price,
      paymentMethod: 'credit_card',
      source: 'checkout-two-step',
      ...extra,
    };
  };

  const next = async (e: FormEvent) => {
    e.preventDefault();
    const errs = validateCustomer(data);
    if (cpfOnFile) delete errs.cpf;
    setErrors(errs);
    if (Object.keys(errs).length) return;
    // A visitor's account is created (or signed in) here; the purchase stays on this page.
    if (!useSessionStore.getState().token && !(await account.submit(data.name, data.email, password))) return;
    setSaving(true);
    try {
      await checkoutApi.saveCustomer(payload());
    } catch (err) {
      // The flow continues even if saving fails (spec 001 §4).
      console.warn('Erro ao salvar dados do cliente', err);
    } finally {
      setSaving(false);
      setStep(2);
    }
  };

  if (!COURSE_ID) return <Navigate to="/vitrine-alunos" replace />;

  return (
    <div className="page co-page">
      <section className="co-hero">
        <p className="co-hero__eyebrow">Curso {course?.name ?? (isDespertar ? 'Despertar Crypto' : '')}</p>
        <h1>
          {isDespertar
            ? 'Do zero ao seu primeiro investimento em cripto, com segurança'
            : (course?.description ?? 'Carregando oferta...')}
        </h1>
        <p>
          {course
            ? `${formatCents(course.price_cents)} · ${formatInstallments(course.price_cents, 12)}`
            : 'Carregando oferta...'}{' '}
          · Garantia de 7 dias
        </p>
      </section>

      <div className="co-layout">
        <div className="co-box">
          <ol className="co-steps" aria-label="Etapas da compra">
            <li
              className={step === 1 ? 'co-step co-step--current' : 'co-step co-step--done'}
              aria-current={step === 1 ? 'step' : undefined}
            >
              <span className="co-step__dot">{step === 1 ? '1' : '✓'}</span> Dados pessoais
            </li>
            <li
              className={step === 2 ? 'co-step-line co-step-line--done' : 'co-step-line'}
              aria-hidden="true"
            />
            <li
              className={step === 2 ? 'co-step co-step--current' : 'co-step'}
              aria-current={step === 2 ? 'step' : undefined}
            >
              <span className="co-step__dot">2</span> Pagamento
            </li>
          </ol>

          {course && !course.available ? (
            <div className="co-soon" role="status">
              <span className="co-soon__badge">Em breve</span>
              <p>Este curso estará disponível em breve.</p>
              <p className="co-muted">As aulas estão sendo preparadas. Volte em alguns dias.</p>
            </div>
          ) : standing.state === null ? (
            <div className="co-box--center" role="status" aria-live="polite">
              <span className="spinner" aria-hidden="true" />
              <p>Verificando sua compra...</p>
            </div>
          ) : known && (known.has_access || known.open_purchase) ? (
            <CheckoutStanding state={known} onFreed={standing.reload} />
          ) : step === 1 ? (
            <CustomerForm
              data={data}
              errors={errors}
              onChange={set}
              signedIn={Boolean(token)}
              account={account}
              password={password}
              onPassword={setPassword}
              busy={saving || account.busy}
              onSubmit={(e) => void next(e)}
              saved={saved.offered}
              onUseSaved={() => {
                saved.apply();
                setErrors({});
              }}
              cpfOnFile={cpfOnFile}
              onEditCpf={saved.typeCpf}
            />
          ) : (
            <>
              <div className="co-row">
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => setStep(1)}>
                  ← Voltar aos dados pessoais
                </button>
              </div>
              <CourseCheckout
                courseId={COURSE_ID}
                payer={{ email: data.email.trim(), name: data.name, ...(cpfOnFile ? {} : { cpf: data.cpf }) }}
                onApproved={(r) => {
                  void checkoutApi
                    .saveCustomer(
                      payload({
                        status: 'approved',
                        paymentId: r.payment_id,
                        paymentMethod: r.method === 'pix' ? 'pix' : 'credit_card',
                      }),
                    )
                    .catch((err: unknown) => console.warn('Erro ao salvar dados do cliente', err));
                }}
              />
            </>
          )}
        </div>

        <CheckoutAside />
      </div>

      <QualitySeals />

      {isDespertar ? <Testimonials /> : null}
    </div>
  );
}
