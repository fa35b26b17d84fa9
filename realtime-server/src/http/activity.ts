import type { RequestHandler } from 'express';
import type { AppContext } from '../context';

const TOUCH_EVERY_MS = 60_000;

/**
 * Remembers when each member was last seen (user_activity), at most once a minute per user and process.
 * The dashboard's 1-minute cleanup poll and the statistics poll pass here, so an open tab keeps its member
 * "active" on every gateway's count without sharing socket data between gateways.
 */
export function touchActivity(ctx: AppContext): RequestHandler {
  const members = ctx.repos.member;
  const last = new Map<string, number>();
  return (req, _res, next) => {
    const id = req.session?.user.id;
    const now = Date.now();
    if (id && now - (last.get(id) ?? 0) > TOUCH_EVERY_MS) {
      last.set(id, now);
      if (last.size > 50_000) last.clear();
      void members
        .touch(id)
        .catch((err: unknown) => ctx.logger.warn({ err }, 'falha ao registrar atividade'));
    }
    next();
  };
}
