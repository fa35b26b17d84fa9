import { type Router, type Request } from 'express';
import { api } from '@sinais/shared';
import type { AppContext } from '../../context';
import {
  approvePurchase,
  reactivateAccess,
  refundPurchase,
  rejectPurchase,
  revokeAccess,
  type Actor,
  type CrmDeps,
} from '../domain/crm-actions';
import { clientIp } from '../../http/auth.middleware';
import { AppError } from '../../errors';
import { apiRoute, apiRouter } from '../../http/api-route';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The admin CRM: summary, three paginated lists and the five actions (all admin only). The refund goes through
 * the shop's payment provider: the composition root hands it in, so the CRM needs no shop internals.
 */
export function crmRoutes(ctx: AppContext, shop: Pick<CrmDeps, 'refundPurchase'>): Router {
  const r = apiRouter(ctx);

  const actor = (req: Request): Actor => ({
    id: req.session!.user.id,
    email: req.session!.user.email,
    ip: clientIp(req),
  });
  const idOf = (req: Request, message: string) => {
    const id = String(req.params.id ?? '');
    if (!UUID.test(id)) throw new AppError('not_found', message, 404);
    return id;
  };

  const { crm } = ctx.repos;
  const deps: CrmDeps = { db: ctx.db, bus: ctx.bus, logger: ctx.logger, crm, ...shop };
  apiRoute(r, api.crm.summary)(() => crm.summary());
  apiRoute(r, api.crm.users)(({ query }) => crm.users(query));
  apiRoute(r, api.crm.purchases)(({ query }) => crm.purchases(query));
  apiRoute(r, api.crm.accesses)(({ query }) => crm.accesses(query));

  apiRoute(
    r,
    api.crm.approvePurchase,
  )(({ body }, req) =>
    approvePurchase(deps, actor(req), idOf(req, 'Compra não encontrada.'), {
      confirmDuplicate: body.confirm_duplicate === true,
    }),
  );
  apiRoute(
    r,
    api.crm.rejectPurchase,
  )((_input, req) => rejectPurchase(deps, actor(req), idOf(req, 'Compra não encontrada.')));
  apiRoute(r, api.crm.refundPurchase)(({ params }, req) => refundPurchase(deps, actor(req), params.id));
  apiRoute(
    r,
    api.crm.revokeAccess,
  )((_input, req) => revokeAccess(deps, actor(req), idOf(req, 'Acesso não encontrado.')));
  apiRoute(
    r,
    api.crm.reactivateAccess,
  )((_input, req) => reactivateAccess(deps, actor(req), idOf(req, 'Acesso não encontrado.')));
  return r;
}
