import { Router, type Request } from 'express';
import { z } from 'zod';
import { pauseRequestSchema, resumeRequestSchema } from '@sinais/shared';
import { monitoringOverview, setPause } from '../domain/monitoring';
import { clientIp } from '../../http/auth.middleware';
import { parseInput } from '../../http/validate';
import type { AdminRoutesDeps } from './admin-routes';

export const commandBodySchema = z.object({ reason: z.string().trim().max(500).optional() }).optional();
export const commandReason = (req: Request) => parseInput(commandBodySchema, req.body ?? undefined)?.reason;

/** Spec 002 §7 signal monitoring: pending signals, counts and the operator's stored pause. */
export function monitoringRoutes({ admin, domain }: AdminRoutesDeps): Router {
  const r = Router();
  const session = (req: Request) => req.session!;

  r.get('/monitoring/pending-signals', admin, async (_req, res) => {
    const { signals } = await monitoringOverview(domain);
    res.json({ success: true, data: { signals, pending_signals: signals, count: signals.length } });
  });

  r.get('/monitoring/stats', admin, async (_req, res) => {
    res.json({ success: true, data: (await monitoringOverview(domain)).stats });
  });

  // The page's one call: pending list, counts and the stored pause from the same moment.
  r.get('/monitoring/overview', admin, async (_req, res) => {
    res.json({ success: true, data: await monitoringOverview(domain) });
  });

  r.post('/monitoring/pause', admin, async (req, res) => {
    const body = parseInput(pauseRequestSchema, req.body ?? {});
    const control = await setPause(
      domain,
      { session: session(req), ip: clientIp(req) },
      { paused: true, ...body },
    );
    res.json({
      success: true,
      message: control.paused_until
        ? 'Monitoramento pausado até o horário programado: nenhum sinal novo chega aos membros.'
        : 'Monitoramento pausado: nenhum sinal novo chega aos membros até ser retomado.',
      data: { control, is_monitoring: false },
    });
  });

  r.post('/monitoring/start', admin, async (req, res) => {
    const body = parseInput(resumeRequestSchema, req.body ?? {});
    const control = await setPause(
      domain,
      { session: session(req), ip: clientIp(req) },
      { paused: false, ...body },
    );
    res.json({
      success: true,
      message: 'Monitoramento iniciado: o motor retoma a análise.',
      data: { control, is_monitoring: true },
    });
  });

  return r;
}
