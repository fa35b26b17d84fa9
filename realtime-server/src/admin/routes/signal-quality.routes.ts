import { Router } from 'express';
import { z } from 'zod';
import { signalFilterSchema } from '@sinais/shared';
import { qualityMetrics } from '../domain/signal-figures';
import type { AdminRoutesDeps } from './admin-routes';

export function signalQualityRoutes({ admin, state, domain }: AdminRoutesDeps): Router {
  const r = Router();
  r.get('/admin/signal-quality/metrics', admin, async (_req, res) => {
    res.json({ success: true, data: await qualityMetrics(domain.figures) });
  });

  r.get('/admin/signal-quality/filters', admin, async (_req, res) => {
    const entry = await state.get<unknown>('filters');
    const parsed = z.array(signalFilterSchema).safeParse(entry?.value ?? []);
    const filters = parsed.success ? parsed.data : [];
    res.json({ success: true, data: filters, filters });
  });

  return r;
}
