import { type Router, type Request } from 'express';
import { api } from '@sinais/shared';
import type { AppContext } from '../../context';
import { createCrmRepo } from '../data/crm.repo';
import {
  approvePurchase,
  reactivateAccess,
  rejectPurchase,
  revokeAccess,
  type Actor,
} from '../domain/crm-actions';
import { clientIp } from '../../http/auth.middleware';
import { AppError } from '../../errors';
import { apiRoute, apiRouter } from '../../http/api-route';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The admin CRM: summary, three paginated lists and the four actions (all admin only). */
export function crmRoutes(ctx: AppContext): Router {
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

  const crm = createCrmRepo(ctx.db);
  const deps = { db: ctx.db, bus: ctx.bus, logger: ctx.logger, crm };
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
