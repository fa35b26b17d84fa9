import { Router } from 'express';
import { z } from 'zod';
import { logLevelSchema, logServiceSchema } from '@sinais/shared';
import { engineHealth } from '../domain/engine-health';
import { systemServices } from '../domain/system-status';
import { parseInput } from '../../http/validate';
import type { AdminRoutesDeps } from './admin-routes';

export const logsQuerySchema = z.object({
  service: logServiceSchema.optional(),
  level: logLevelSchema.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
  after_id: z.coerce.number().int().nonnegative().default(0),
  q: z.string().trim().max(200, 'Busca longa demais.').optional(),
  from: z.iso.datetime({ offset: true, error: 'Data inicial inválida.' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'Data final inválida.' }).optional(),
});

/** System logs and the status of every service the operator depends on. */
export function systemRoutes({ admin, state, domain }: AdminRoutesDeps): Router {
  const r = Router();
  r.get('/system/logs', admin, async (req, res) => {
    const q = parseInput(logsQuerySchema, req.query);
    const logs = await state.logs({
      service: q.service,
      level: q.level,
      limit: q.limit,
      afterId: q.after_id,
      q: q.q || undefined,
      from: q.from,
      to: q.to,
    });
    res.json({ success: true, logs, count: logs.length });
  });

  r.get('/system/status', admin, async (_req, res) => {
    const services = await systemServices(domain);
    res.json({ success: true, services, timestamp: new Date().toISOString() });
  });

  r.get('/admin/engine-health', admin, async (_req, res) => {
    res.json({ success: true, data: await engineHealth(domain) });
  });

  return r;
}
