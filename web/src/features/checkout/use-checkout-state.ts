import { useCallback, useEffect, useState } from 'react';
import type { CheckoutState } from '@sinais/shared';
import { http } from '@/lib/http';
import { useSessionStore } from '@/lib/session';

/**
 * A signed-in buyer's standing for the course, read before step 1 (GET /api/payments/checkout-state): already
 * owned, a payment in process, and the last purchase's data. Null while loading; `unknown` when it could not be
 * read (the form is then shown as before: the server still refuses a second purchase).
 */
export function useCheckoutState(courseId: string | null) {
  const token = useSessionStore((s) => s.token);
  const [state, setState] = useState<CheckoutState | 'unknown' | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!token || !courseId) return;
    let alive = true;
    http<CheckoutState>(`/api/payments/checkout-state/${encodeURIComponent(courseId)}`)
      .then((s) => alive && setState(s))
      .catch(() => alive && setState('unknown'));
    return () => {
      alive = false;
    };
  }, [token, courseId, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state: token ? state : 'unknown', reload } as const;
}
