import { useEffect, useState } from 'react';
import type { Course, PaymentConfigResponse } from '@sinais/shared';
import { checkoutApi } from './api';

export type PaymentConfig = PaymentConfigResponse['config'];

/** Payment config and catalogue, fetched once per page. Errors use the spec's texts. */
export function usePaymentSetup() {
  const [config, setConfig] = useState<PaymentConfig | null>(null);
  const [courses, setCourses] = useState<Record<string, Course> | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    Promise.all([checkoutApi.config(), checkoutApi.courses()])
      .then(([cfg, cat]) => {
        if (!alive) return;
        if (!cfg?.config?.public_key) {
          setError('Erro ao configurar sistema de pagamento');
          return;
        }
        setConfig(cfg.config);
        setCourses(cat.courses);
      })
      .catch(() => alive && setError('Erro ao configurar sistema de pagamento'));
    return () => {
      alive = false;
    };
  }, []);

  return { config, courses, error };
}
