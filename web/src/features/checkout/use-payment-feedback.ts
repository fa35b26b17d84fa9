import { useCallback, useState } from 'react';
import type { OpenPurchaseConflict, PaymentResult } from '@sinais/shared';

export type LogLevel = 'info' | 'success' | 'error';
export type Tone = 'success' | 'error' | 'info';
export type PaymentMessage = { tone: Tone; text: string } | null;

/**
 * What the payment box tells the buyer: one message (also sent to the page's log), the refused payment whose
 * details can be opened, and the 409 conflict naming the purchase that holds the course.
 */
export function usePaymentFeedback(onLog?: (level: LogLevel, message: string) => void) {
  const [message, setMessage] = useState<PaymentMessage>(null);
  const [failure, setFailure] = useState<PaymentResult | null>(null);
  const [conflict, setConflict] = useState<OpenPurchaseConflict | null>(null);
  const log = useCallback((level: LogLevel, text: string) => onLog?.(level, text), [onLog]);

  const say = useCallback(
    (tone: Tone, text: string) => {
      setMessage({ tone, text });
      log(tone, text);
    },
    [log],
  );

  const showConflict = useCallback((c: OpenPurchaseConflict) => {
    setConflict(c);
    setMessage(null);
  }, []);

  return { message, failure, conflict, log, say, setFailure, setConflict, showConflict } as const;
}

export type PaymentFeedback = ReturnType<typeof usePaymentFeedback>;
