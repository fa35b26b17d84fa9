import type { Router } from 'express';
import { api, formatDateTime } from '@sinais/shared';
import type { AppContext } from '../../context';
import { clientIp } from '../../http/auth.middleware';
import { apiRoute, apiRouter } from '../../http/api-route';
import { createSilence, endSilence, listSilences } from '../domain/alert-silences';

/** Operator alert silences (admin only): list, set with an end time, end early. */
export function alertSilencesRoutes(ctx: AppContext): Router {
  const r = apiRouter(ctx);

  apiRoute(r, api.silences.list)(async () => ({ success: true, data: await listSilences(ctx.db) }));

  apiRoute(
    r,
    api.silences.create,
  )(async ({ body }, req, res) => {
    const silence = await createSilence(ctx.db, { session: req.session!, ip: clientIp(req) }, body);
    res.status(201);
    return {
      success: true,
      message: `Alertas silenciados até ${formatDateTime(silence.ends_at, true)}: nada é enviado, tudo é registrado.`,
      data: silence,
    };
  });

  apiRoute(
    r,
    api.silences.end,
  )(async ({ params }, req) => ({
    success: true,
    message: 'Silêncio encerrado: os alertas voltam a ser enviados.',
    data: await endSilence(ctx.db, { session: req.session!, ip: clientIp(req) }, Number(params.id)),
  }));

  return r;
}
