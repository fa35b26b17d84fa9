import { useEffect } from 'react';
import { useSessionStore } from '@/lib/session';
import { CheckoutAccount } from './checkout-account';
import {
  AlreadyOwned,
  CheckingAccess,
  CheckoutErrorBox,
  CheckoutHeader,
  ComingSoon,
} from './checkout-notices';
import { PaymentPanel, type BuyerOptions } from './payment-panel';
import { useCourseAccess, usePaymentSetup } from './queries';
import './checkout.css';

export type { LogLevel } from './use-payment-feedback';

export interface CourseCheckoutProps extends BuyerOptions {
  courseId: string;
  showHeader?: boolean;
}

/** The embedded checkout of spec 001: access check, then "already has access" or the payment form with message states. */
export function CourseCheckout({ courseId, showHeader = true, ...buyer }: CourseCheckoutProps) {
  const { payer, onLog } = buyer;
  const token = useSessionStore((s) => s.token);
  const { config, courses, error: setupError } = usePaymentSetup();
  const access = useCourseAccess(courseId);
  const course = courses?.[courseId];

  useEffect(() => {
    if (setupError) onLog?.('error', setupError);
    else if (config)
      onLog?.(
        'info',
        `Sistema de pagamento pronto (${config.mode === 'sandbox' ? 'ambiente de teste' : 'Mercado Pago'})`,
      );
  }, [config, setupError, onLog]);

  if (setupError) return <CheckoutErrorBox text={setupError} />;
  if (!config || !courses || access === 'loading') return <CheckingAccess />;
  if (!course) return <CheckoutErrorBox text="Curso não encontrado." />;

  const header = showHeader ? <CheckoutHeader course={course} sandbox={config.mode === 'sandbox'} /> : null;
  if (access === 'yes') return <AlreadyOwned header={header} />;
  if (!course.available) {
    return (
      <section className="co-box">
        {header}
        <ComingSoon />
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
  return <PaymentPanel course={course} courses={courses} config={config} header={header} {...buyer} />;
}
