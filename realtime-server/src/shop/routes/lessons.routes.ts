import express, { Router } from 'express';
import { AUTH_MESSAGES, lessonProgressBeaconSchema, lessonProgressSchema } from '@sinais/shared';
import { resolveSession } from '../../auth/domain/session';
import type { AppContext } from '../../context';
import { createShopRepo } from '../data/shop.repo';
import { lessonDetail } from '../domain/access';
import { recordLessonProgress } from '../domain/lesson-progress';
import type { ShopDeps } from '../domain/deps';
import { requireAuth } from '../../http/auth.middleware';
import { AppError } from '../../errors';
import { parseInput } from '../../http/validate';

export function lessonsRoutes(ctx: AppContext, deps: ShopDeps): Router {
  const r = Router();
  const auth = requireAuth(ctx);

  r.get('/lessons/progress', auth, async (req, res) => {
    const course =
      typeof req.query.course === 'string' ? await deps.catalogue.course(req.query.course) : undefined;
    res.json({
      success: true,
      progress: await createShopRepo(ctx.db).progress(req.session!.user.id, course?.lessons),
    });
  });

  r.get('/lessons/:lessonId', auth, async (req, res) => {
    const { user: u, claims } = req.session!;
    const lesson = await lessonDetail(
      ctx.db,
      deps.catalogue,
      { id: u.id, is_admin: u.is_admin, session_id: claims.sid },
      String(req.params.lessonId),
      ctx.config.JWT_SECRET,
    );
    res.json({ success: true, lesson });
  });

  r.put('/lessons/:lessonId/progress', auth, async (req, res) => {
    const u = req.session!.user;
    const input = parseInput(lessonProgressSchema, req.body);
    const { lessonId, progress } = await recordLessonProgress(
      ctx.db,
      deps.catalogue,
      { id: u.id, is_admin: u.is_admin },
      String(req.params.lessonId),
      input,
    );
    res.json({ success: true, lesson_id: lessonId, progress });
  });

  // A tab closing mid-lesson (`pagehide`) sends its last position with navigator.sendBeacon: text/plain JSON with
  // the session's token in it (a beacon has no Authorization header). Same checks as the PUT above.
  r.post(
    '/lessons/:lessonId/progress/beacon',
    express.text({ type: 'text/plain', limit: '8kb' }),
    async (req, res) => {
      let body: unknown;
      try {
        body = typeof req.body === 'string' ? JSON.parse(req.body) : req.body;
      } catch {
        throw new AppError('validation', 'Progresso inválido.', 400);
      }
      const { token, ...input } = parseInput(lessonProgressBeaconSchema, body);
      const session = await resolveSession(ctx.sessions, ctx.config.JWT_SECRET, token);
      if (!session) throw new AppError('token_invalid', AUTH_MESSAGES.tokenInvalid, 401);
      const u = session.user;
      await recordLessonProgress(
        ctx.db,
        deps.catalogue,
        { id: u.id, is_admin: u.is_admin },
        String(req.params.lessonId),
        input,
      );
      res.status(204).end();
    },
  );

  return r;
}
