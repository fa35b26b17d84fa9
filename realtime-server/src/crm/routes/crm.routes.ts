import { Router, type Request } from 'express';
import { crmApproveRequestSchema, crmListQuerySchema } from '@sinais/shared';
import type { AppContext } from '../../context';
import { createCrmRepo } from '../data/crm.repo';
import {
  approvePurchase,
  reactivateAccess,
  rejectPurchase,
  revokeAccess,
  type Actor,
} from '../domain/crm-actions';
import { clientIp, requireAdmin } from '../../http/auth.middleware';
import { AppError } from '../../errors';
import { parseInput } from '../../http/validate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The admin CRM: summary, three paginated lists and the four actions (all admin only). */
export function crmRoutes(ctx: AppContext): Router {
  const r = Router();
  r.use('/crm', requireAdmin(ctx));

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

  r.get('/crm/summary', async (_req, res) => {
    res.json(await createCrmRepo(ctx.db).summary());
  });
  r.get('/crm/users', async (req, res) => {
    res.json(await createCrmRepo(ctx.db).users(parseInput(crmListQuerySchema, req.query)));
  });
  r.get('/crm/purchases', async (req, res) => {
    res.json(await createCrmRepo(ctx.db).purchases(parseInput(crmListQuerySchema, req.query)));
  });
  r.get('/crm/accesses', async (req, res) => {
    res.json(await createCrmRepo(ctx.db).accesses(parseInput(crmListQuerySchema, req.query)));
  });

  r.post('/crm/purchases/:id/approve', async (req, res) => {
    const body = parseInput(crmApproveRequestSchema, req.body);
    res.json(
      await approvePurchase(ctx, actor(req), idOf(req, 'Compra não encontrada.'), {
        confirmDuplicate: body.confirm_duplicate === true,
      }),
    );
  });
  r.post('/crm/purchases/:id/reject', async (req, res) => {
    res.json(await rejectPurchase(ctx, actor(req), idOf(req, 'Compra não encontrada.')));
  });
  r.post('/crm/accesses/:id/revoke', async (req, res) => {
    res.json(await revokeAccess(ctx, actor(req), idOf(req, 'Acesso não encontrado.')));
  });
  r.post('/crm/accesses/:id/reactivate', async (req, res) => {
    res.json(await reactivateAccess(ctx, actor(req), idOf(req, 'Acesso não encontrado.')));
  });
  return r;
}
