import { useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { CHECKOUT_SLUGS } from '@/lib/checkout-paths';
import { useSessionStore } from '@/lib/session';
import { CheckoutAside, QualitySeals, Testimonials } from './checkout-extras';
import { ComingSoon } from './checkout-notices';
import { CheckingPurchase, CheckoutHero, CheckoutSteps } from './checkout-steps';
import { CheckoutIdentify } from './checkout-identify';
import { CheckoutStanding } from './checkout-standing';
import { CourseCheckout } from './course-checkout';
import { CustomerForm } from './customer-form';
import { useCheckoutState, usePaymentSetup } from './queries';
import { useCustomerStep } from './use-customer-step';
import './checkout.css';

/**
 * /checkout/despertar-crypto (and /checkout/{curso}): two steps (personal data, then payment) with the sales-page
 * boxes. A visitor creates the account (or signs in) in step 1 and the purchase goes on in the same page.
 */
export function CourseCheckoutPage() {
  const { curso } = useParams();
  const [search] = useSearchParams();
  // "Cancelar e pagar com Pix" (here or on the pending payment's page): straight to the Pix of step 2.
  const [pixFirst, setPixFirst] = useState(search.get('pagar') === 'pix');
  // A visitor whose e-mail has no account yet (asked first): the billing form opens with it.
  const [newBuyer, setNewBuyer] = useState<string | null>(null);
  const courseId = CHECKOUT_SLUGS[curso ?? 'despertar-crypto'] ?? null;
  const token = useSessionStore((s) => s.token);
  const { courses, config } = usePaymentSetup();
  const course = courseId ? courses?.[courseId] : undefined;
  const isDespertar = courseId === 'despertar_crypto';
  const standing = useCheckoutState(courseId);
  const known = standing.state !== null && standing.state !== 'unknown' ? standing.state : null;
  const customer = useCustomerStep(courseId, course, known, pixFirst && Boolean(token));
  const { data, cpfOnFile } = customer;

  if (!courseId) return <Navigate to="/vitrine-alunos" replace />;

  const body =
    course && !course.available ? (
      <ComingSoon />
    ) : standing.state === null ? (
      <CheckingPurchase />
    ) : known && (known.has_access || known.open_purchase) ? (
      <CheckoutStanding
        state={known}
        onFreed={(next) => {
          if (next === 'pix') {
            setPixFirst(true);
            customer.toPayment();
          }
          standing.reload();
        }}
      />
    ) : !token && newBuyer === null ? (
      <CheckoutIdentify
        onNewBuyer={(email) => {
          customer.set('email', email);
          setNewBuyer(email);
        }}
      />
    ) : customer.step === 1 ? (
      <CustomerForm
        data={data}
        errors={customer.errors}
        onChange={customer.set}
        signedIn={Boolean(token)}
        account={customer.account}
        password={customer.password}
        onPassword={customer.setPassword}
        busy={customer.busy}
        onSubmit={(e) => void customer.next(e)}
        saved={customer.saved.offered}
        onUseSaved={customer.applySaved}
        cpfOnFile={cpfOnFile}
        onEditCpf={customer.saved.typeCpf}
        onChangeEmail={token ? undefined : () => setNewBuyer(null)}
      />
    ) : (
      <>
        <div className="co-row">
          <button type="button" className="btn btn--ghost btn--sm" onClick={customer.back}>
            ← Voltar aos dados pessoais
          </button>
        </div>
        <CourseCheckout
          courseId={courseId}
          payer={{ email: data.email.trim(), name: data.name, ...(cpfOnFile ? {} : { cpf: data.cpf }) }}
          onApproved={customer.saveApproved}
          pixFirst={pixFirst}
        />
      </>
    );

  return (
    <div className="page co-page">
      <CheckoutHero course={course} isDespertar={isDespertar} />
      <div className="co-layout">
        <div className="co-box">
          <CheckoutSteps step={customer.step} />
          {body}
        </div>
        <CheckoutAside
          mode={config?.mode ?? null}
          selling={Boolean(course?.available) && !known?.has_access && !known?.open_purchase}
        />
      </div>
      <QualitySeals courseId={courseId} />
      <Testimonials courseId={courseId} />
    </div>
  );
}
