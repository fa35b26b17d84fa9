import { Router } from 'express';
import { z } from 'zod';
import { rulesHistory } from '../domain/immutable-rules';
import type { RulesCheck } from '../domain/rules-check';
import { parseInput } from '../../http/validate';
import type { AdminRoutesDeps } from './admin-routes';

const periodQuerySchema = z.object({
  periodo: z
    .string()
    .regex(/^\d{1,3}[hd]$/, 'Período inválido (ex.: 24h, 7d).')
    .default('24h'),
});

export function immutableRulesRoutes({ admin, domain }: AdminRoutesDeps, rules: RulesCheck): Router {
  const r = Router();
  const evaluate = rules.evaluate;
  r.get('/admin/regras-imutaveis/status', admin, async (_req, res) => {
    res.json({ success: true, data: (await evaluate()).status });
  });

  r.get('/admin/regras-imutaveis/alertas', admin, async (_req, res) => {
    const { alerts } = await evaluate();
    res.json({
      success: true,
      data: { alertas_ativos: alerts, total: alerts.length, timestamp: new Date().toISOString() },
    });
  });

  r.get('/admin/regras-imutaveis/historico', admin, async (req, res) => {
    const { periodo } = parseInput(periodQuerySchema, req.query);
    res.json({ success: true, data: await rulesHistory(domain.rules, periodo) });
  });

  return r;
}
