import { timingSafeEqual } from 'node:crypto';

/**
 * Who may read /metrics (gateway and the engine's ENGINE_HTTP_PORT): the series say how many members and
 * admins are online, so in production they are closed unless METRICS_TOKEN is configured (404: nothing is
 * there to find), and with a token only `Authorization: Bearer <token>` reads them (401 otherwise). Outside
 * production, without a token, they stay open for development.
 */
export type MetricsAccess = { ok: true } | { ok: false; status: 401 | 404 };

export function metricsAccess(
  o: { production: boolean; token: string | undefined },
  authorization: string | undefined,
): MetricsAccess {
  if (!o.token) return o.production ? { ok: false, status: 404 } : { ok: true };
  const given = Buffer.from(authorization ?? '');
  const expected = Buffer.from(`Bearer ${o.token}`);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { ok: true }
    : { ok: false, status: 401 };
}

export const METRICS_REFUSED = {
  401: { error: 'unauthorized', message: 'Token de métricas ausente ou inválido.' },
  404: { error: 'not_found', message: 'Rota não encontrada.' },
} as const;
