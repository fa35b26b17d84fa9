import { type Router, type RequestHandler } from 'express';
import { api } from '@sinais/shared';
import type { AppContext } from '../../context';
import { toLessonSummary } from '../data/catalogue.repo';
import { checkLessonAccess, hasCourseAccess, userCourses } from '../domain/access';
import { courseCertificate, verifyCertificate } from '../domain/certificates';
import type { ShopDeps } from '../domain/deps';
import { clientIp } from '../../http/auth.middleware';
import { AppError } from '../../errors';
import { apiRoute, apiRouter } from '../../http/api-route';

export function coursesRoutes(ctx: AppContext, deps: ShopDeps): Router {
  const r = apiRouter(ctx);
  const viewer = (req: Parameters<Parameters<typeof r.get>[1]>[0]) => ({
    id: req.session!.user.id,
    is_admin: req.session!.user.is_admin,
  });

  apiRoute(
    r,
    api.courses.courses,
  )(async () => {
    const courses = await deps.catalogue.courses();
    return { success: true, courses: Object.fromEntries(courses.map((c) => [c.id, c])) };
  });

  apiRoute(
    r,
    api.courses.verifyCertificate,
  )(({ params }) => verifyCertificate(deps.certificates, params.code));

  apiRoute(
    r,
    api.courses.userCourses,
  )(async (_input, req) => {
    const v = viewer(req);
    return { success: true, is_admin: v.is_admin, courses: await userCourses(deps, v) };
  });

  apiRoute(
    r,
    api.courses.checkAccess,
  )(async ({ params: { courseId } }, req) => {
    const v = viewer(req);
    return {
      success: true,
      has_access: await hasCourseAccess(deps.accesses, v, courseId),
      course_id: courseId,
      is_admin: v.is_admin,
    };
  });

  apiRoute(
    r,
    api.courses.checkLessonAccess,
  )(({ params }, req) => checkLessonAccess(deps, viewer(req), params.lessonId));

  apiRoute(
    r,
    api.courses.courseLessons,
  )(async ({ params }) => {
    const course = await deps.catalogue.course(params.courseId);
    if (!course) throw new AppError('course_not_found', 'Curso não encontrado.', 404);
    const all = await deps.catalogue.lessons(course.id, true);
    return {
      success: true,
      course,
      lessons: all.filter((l) => l.published).map(toLessonSummary),
      upcoming: all
        .filter((l) => !l.published)
        .map((l) => ({ id: l.id, title: l.title, position: l.position })),
    };
  });

  apiRoute(
    r,
    api.courses.certificate,
  )(({ params }, req) => {
    const u = req.session!.user;
    return courseCertificate(
      deps,
      { id: u.id, is_admin: u.is_admin, name: u.name || u.email.split('@')[0] || u.email },
      params.courseId,
    );
  });

  apiRoute(
    r,
    api.courses.page,
  )(async ({ params }) => {
    const page = await deps.shop.page(params.slug);
    if (!page) throw new AppError('page_not_found', 'Página não encontrada.', 404);
    return { success: true, page };
  });

  // The address is checked before the body, with its own message.
  const pageSlug: RequestHandler = (req, _res, next) => {
    if (!/^[a-z0-9-]{1,80}$/.test(String(req.params.slug)))
      throw new AppError('validation', 'Endereço de página inválido.', 400);
    next();
  };
  apiRoute(
    r,
    api.courses.savePage,
    pageSlug,
  )(async ({ params: { slug }, body: input }, req) => {
    const u = req.session!.user;
    await deps.shop.savePage(slug, input, u.id);
    await ctx.repos.audit.write({
      actorId: u.id,
      actorEmail: u.email,
      action: 'page.saved',
      target: slug,
      ip: clientIp(req),
    });
    const page = await deps.shop.page(slug);
    if (!page) throw new AppError('page_not_found', 'Página não encontrada.', 404);
    return { success: true, page };
  });

  return r;
}
