import { useEffect, useId, useRef } from 'react';
import type { CardPaymentPayload } from './api';

interface BrickFormData {
  token: string;
  issuer_id: string;
  payment_method_id: string;
  transaction_amount: number;
  installments: number;
  payer: { email: string; identification: { type: string; number: string } };
}

interface MercadoPagoInstance {
  bricks(): {
    create(
      kind: 'cardPayment',
      container: string,
      settings: Record<string, unknown>,
    ): Promise<{ unmount(): void }>;
  };
}

declare global {
  interface Window {
    MercadoPago?: new (key: string, opts: { locale: string }) => MercadoPagoInstance;
  }
}

const SDK_URL = 'https://sdk.mercadopago.com/js/v2';
let sdkPromise: Promise<void> | null = null;

function loadSdk(): Promise<void> {
  if (window.MercadoPago) return Promise.resolve();
  sdkPromise ??= new Promise<void>((resolve, reject) => {
    const s = document.createElement('script');
    s.src = SDK_URL;
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => {
      sdkPromise = null;
      reject(new Error('sdk'));
    };
    document.head.appendChild(s);
  });
  return sdkPromise;
}

interface Props {
  publicKey: string;
  amountCents: number;
  courseId: string;
  description: string;
  payerEmail: string;
  onSubmit: (payload: CardPaymentPayload) => Promise<void>;
  onError: (message: string) => void;
}

/** Mercado Pago's Card Payment Brick (pt-BR, every card method, up to 12 installments). */
export function MercadoPagoCardBrick({
  publicKey,
  amountCents,
  courseId,
  description,
  payerEmail,
  onSubmit,
  onError,
}: Props) {
  const id = `mp-brick-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const submitRef = useRef(onSubmit);
  const errorRef = useRef(onError);
  useEffect(() => {
    submitRef.current = onSubmit;
    errorRef.current = onError;
  });

  useEffect(() => {
    let controller: { unmount(): void } | null = null;
    let cancelled = false;
    loadSdk()
      .then(async () => {
        if (cancelled || !window.MercadoPago) return;
        const mp = new window.MercadoPago(publicKey, { locale: 'pt-BR' });
        controller = await mp.bricks().create('cardPayment', id, {
          initialization: { amount: amountCents / 100, payer: { email: payerEmail } },
          customization: { paymentMethods: { maxInstallments: 12, minInstallments: 1 } },
          locale: 'pt-BR',
          callbacks: {
            onReady: () => undefined,
            onError: () => errorRef.current('Erro no formulário de pagamento. Tente novamente.'),
            onSubmit: (data: BrickFormData) =>
              submitRef.current({
                token: data.token,
                issuer_id: data.issuer_id,
                payment_method_id: data.payment_method_id,
                transaction_amount: data.transaction_amount,
                installments: data.installments,
                description,
                payer: data.payer,
                course_id: courseId,
              }),
          },
        });
        if (cancelled) controller.unmount();
      })
      .catch((err: unknown) =>
        errorRef.current(
          (err as Error).message === 'sdk'
            ? 'Erro ao carregar sistema de pagamento'
            : 'Erro ao carregar formulário de pagamento. Recarregue a página.',
        ),
      );
    return () => {
      cancelled = true;
      controller?.unmount();
    };
  }, [publicKey, amountCents, courseId, description, payerEmail, id]);

  return <div id={id} className="co-brick" />;
}
