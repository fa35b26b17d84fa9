import express, { type Router, type RequestHandler } from 'express';
import { api, AUTH_MESSAGES } from '@sinais/shared';
import { resolveSession } from '../../auth';
import type { AppContext } from '../../context';
import { lessonDetail } from '../domain/access';
import { recordLessonProgress } from '../domain/lesson-progress';
import type { ShopDeps } from '../domain/deps';
import { AppError } from '../../errors';
import { apiRoute, apiRouter, SENT } from '../../http/api-route';

export function lessonsRoutes(ctx: AppContext, deps: ShopDeps): Router {
  const r = apiRouter(ctx);

  apiRoute(
    r,
    api.courses.progress,
  )(async ({ query }, req) => {
    const course = query.course !== undefined ? await deps.catalogue.course(query.course) : undefined;
    return {
      success: true,
      progress: await deps.shop.progress(req.session!.user.id, course?.lessons),
    };
  });

  apiRoute(
    r,
    api.courses.lesson,
  )(async ({ params }, req) => {
    const { user: u, claims } = req.session!;
    const lesson = await lessonDetail(
      deps,
      { id: u.id, is_admin: u.is_admin, session_id: claims.sid },
      params.lessonId,
      ctx.config.JWT_SECRET,
    );
    return { success: true, lesson };
  });

  apiRoute(
    r,
    api.courses.saveProgress,
  )(async ({ params, body }, req) => {
    const u = req.session!.user;
    const { lessonId, progress } = await recordLessonProgress(
      deps,
      { id: u.id, is_admin: u.is_admin },
      params.lessonId,
      body,
    );
    return { success: true, lesson_id: lessonId, progress };
  });

  // A tab closing mid-lesson (`pagehide`) sends its last position with navigator.sendBeacon: text/plain JSON with
  // the session's token in it (a beacon has no Authorization header). Same checks as the PUT above.
  const textJson: RequestHandler = (req, _res, next) => {
    try {
      if (typeof req.body === 'string') req.body = JSON.parse(req.body) as unknown;
    } catch {
      throw new AppError('validation', 'Progresso inválido.', 400);
    }
    next();
  };
  apiRoute(
    r,
    api.courses.progressBeacon,
    express.text({ type: 'text/plain', limit: '8kb' }),
    textJson,
  )(async ({ params, body: { token, ...input } }, _req, res) => {
    const session = await resolveSession(ctx.repos.sessions, ctx.config.JWT_SECRET, token);
    if (!session) throw new AppError('token_invalid', AUTH_MESSAGES.tokenInvalid, 401);
    const u = session.user;
    await recordLessonProgress(deps, { id: u.id, is_admin: u.is_admin }, params.lessonId, input);
    res.status(204).end();
    return SENT;
  });

  return r;
}
