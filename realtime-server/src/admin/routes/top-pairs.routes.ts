import type { Router } from 'express';
import type { OperatorStateRepo } from '../data/operator-state.repo';
import { sendEngineCommand } from '../domain/engine-commands';
import { clientIp } from '../../http/auth.middleware';
import { AppError } from '../../errors';
import type { AdminRoutesDeps } from './admin-routes';
import { apiRoute, apiRouter } from '../../http/api-route';
import { api } from '@sinais/shared';

/** The latest TOP pairs selection with its derived update figures. */
async function latestSelection(state: OperatorStateRepo) {
  const s = await state.latestSelection();
  if (!s) return null;
  const hours = Math.round(
    (new Date(s.next_update).getTime() - new Date(s.selected_at).getTime()) / 3_600_000,
  );
  return {
    ...s,
    update_frequency: `${hours}h`,
    last_updated: new Date(s.selected_at).toISOString(),
    next: new Date(s.next_update).toISOString(),
  };
}

export function topPairsRoutes({ ctx, state, domain }: AdminRoutesDeps): Router {
  const r = apiRouter(ctx);
  const selection = () => latestSelection(state);

  apiRoute(
    r,
    api.operations.topPairs,
  )(async () => {
    const s = await selection();
    return {
      success: true,
      data: {
        selection_id: s ? Number(s.id) : null,
        pairs: s?.pairs ?? [],
        total: s?.pairs.length ?? 0,
        last_updated: s?.last_updated ?? null,
        next_update: s?.next ?? null,
        update_frequency: s?.update_frequency ?? '4h',
        source: s?.source ?? null,
      },
    };
  });

  apiRoute(
    r,
    api.operations.topPairsCriteria,
  )(async () => {
    const s = await selection();
    if (!s) throw new AppError('no_selection', 'Nenhuma seleção de pares registrada ainda.', 404);
    return { success: true, data: s.criteria };
  });

  apiRoute(
    r,
    api.operations.topPairsStats,
  )(async () => {
    const s = await selection();
    return {
      success: true,
      data: s?.stats ?? { total_usdt_pairs: 0, pairs_with_50x: 0, top_150_selected: 0, selection_rate: 0 },
    };
  });

  apiRoute(
    r,
    api.operations.refreshTopPairs,
  )(async ({ body }, req, res) => {
    const before = await state.latestSelection();
    const done = await sendEngineCommand(
      domain,
      req.session!,
      clientIp(req),
      'top-pairs:refresh',
      body?.reason,
    );
    res.status(202);
    return {
      success: true,
      message: 'Atualização solicitada ao motor.',
      data: { ...done, previous_selection_id: before ? Number(before.id) : null },
    };
  });

  return r;
}
