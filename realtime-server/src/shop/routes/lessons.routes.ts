import { Router } from 'express';
import { lessonProgressSchema } from '@sinais/shared';
import type { AppContext } from '../../context';
import { shopRepo } from '../data/shop.repo';
import { hasCourseAccess, lessonDetail } from '../domain/access';
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
      progress: await shopRepo.progress(ctx.db, req.session!.user.id, course?.lessons),
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
    const lesson = await deps.catalogue.lesson(String(req.params.lessonId));
    if (!lesson || (!lesson.published && !u.is_admin))
      throw new AppError('lesson_not_found', 'Aula não encontrada.', 404);
    if (!(await hasCourseAccess(ctx.db, { id: u.id, is_admin: u.is_admin }, lesson.course_id))) {
      throw new AppError(
        'lesson_forbidden',
        'Esta aula faz parte de um curso pago. Adquira o curso para assistir.',
        403,
      );
    }
    const input = parseInput(lessonProgressSchema, req.body);
    const duration = Math.max(input.duration, 0);
    const completed = input.completed === true || (duration > 0 && input.currentTime / duration >= 0.95);
    const saved = await shopRepo.saveProgress(ctx.db, u.id, lesson.id, {
      currentTime: input.currentTime,
      duration,
      completed,
    });
    res.json({ success: true, lesson_id: lesson.id, progress: saved });
  });

  return r;
}
