import type { RequestHandler } from 'express';
import type { AppContext } from '../../context';
import type { OperatorStateRepo } from '../data/operator-state.repo';

/** What every admin route file is given: the context, the admin gate and the engine-state reads. */
export interface AdminRoutesDeps {
  ctx: AppContext;
  admin: RequestHandler;
  state: OperatorStateRepo;
}
