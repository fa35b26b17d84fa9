import { Router } from 'express';
import { pageSaveRequestSchema } from '@sinais/shared';
import type { AppContext } from '../../context';
import { toLessonSummary } from '../data/catalogue.repo';
import { createShopRepo } from '../data/shop.repo';
import { checkLessonAccess, hasCourseAccess, userCourses } from '../domain/access';
import { courseCertificate } from '../domain/certificates';
import type { ShopDeps } from '../domain/deps';
import { clientIp, requireAdmin, requireAuth } from '../../http/auth.middleware';
import { AppError } from '../../errors';
import { parseInput } from '../../http/validate';

export function coursesRoutes(ctx: AppContext, deps: ShopDeps): Router {
  const r = Router();
  const auth = requireAuth(ctx);
  const viewer = (req: Parameters<Parameters<typeof r.get>[1]>[0]) => ({
    id: req.session!.user.id,
    is_admin: req.session!.user.is_admin,
  });

  r.get('/payments/courses', async (_req, res) => {
    const courses = await deps.catalogue.courses();
    res.json({ success: true, courses: Object.fromEntries(courses.map((c) => [c.id, c])) });
  });

  r.get('/payments/user-courses', auth, async (req, res) => {
    const v = viewer(req);
    res.json({ success: true, is_admin: v.is_admin, courses: await userCourses(ctx.db, deps.catalogue, v) });
  });

  r.get('/payments/check-access/:courseId', auth, async (req, res) => {
    const v = viewer(req);
    const courseId = String(req.params.courseId);
    res.json({
      success: true,
      has_access: await hasCourseAccess(ctx.db, v, courseId),
      course_id: courseId,
      is_admin: v.is_admin,
    });
  });

  r.get('/payments/check-lesson-access/:lessonId', auth, async (req, res) => {
    res.json(await checkLessonAccess(ctx.db, deps.catalogue, viewer(req), String(req.params.lessonId)));
  });

  r.get('/courses/:courseId/lessons', async (req, res) => {
    const course = await deps.catalogue.course(String(req.params.courseId));
    if (!course) throw new AppError('course_not_found', 'Curso não encontrado.', 404);
    const all = await deps.catalogue.lessons(course.id, true);
    res.json({
      success: true,
      course,
      lessons: all.filter((l) => l.published).map(toLessonSummary),
      upcoming: all
        .filter((l) => !l.published)
        .map((l) => ({ id: l.id, title: l.title, position: l.position })),
    });
  });

  r.get('/courses/:courseId/certificate', auth, async (req, res) => {
    const u = req.session!.user;
    res.json(
      await courseCertificate(
        ctx.db,
        deps.catalogue,
        { id: u.id, is_admin: u.is_admin, name: u.name || u.email.split('@')[0] || u.email },
        String(req.params.courseId),
      ),
    );
  });

  r.get('/pages/:slug', async (req, res) => {
    const page = await createShopRepo(ctx.db).page(String(req.params.slug));
    if (!page) throw new AppError('page_not_found', 'Página não encontrada.', 404);
    res.json({ success: true, page });
  });

  r.put('/pages/:slug', requireAdmin(ctx), async (req, res) => {
    const slug = String(req.params.slug);
    if (!/^[a-z0-9-]{1,80}$/.test(slug))
      throw new AppError('validation', 'Endereço de página inválido.', 400);
    const input = parseInput(pageSaveRequestSchema, req.body);
    const u = req.session!.user;
    await createShopRepo(ctx.db).savePage(slug, input, u.id);
    await ctx.audit.write({
      actorId: u.id,
      actorEmail: u.email,
      action: 'page.saved',
      target: slug,
      ip: clientIp(req),
    });
    res.json({ success: true, page: await createShopRepo(ctx.db).page(slug) });
  });

  return r;
}
