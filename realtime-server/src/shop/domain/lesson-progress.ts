import type { LessonProgressInput } from '@sinais/shared';
import type { Queryable } from '@sinais/shared/server';
import type { CatalogueRepo } from '../data/catalogue.repo';
import { shopRepo } from '../data/shop.repo';
import { AppError } from '../../errors';
import { hasCourseAccess, type Viewer } from './access';

/** Saves where the member is in a lesson they may watch; 95% watched (or marked) counts as complete. */
export async function recordLessonProgress(
  db: Queryable,
  catalogue: CatalogueRepo,
  viewer: Viewer,
  lessonParam: string,
  input: LessonProgressInput,
) {
  const lesson = await catalogue.lesson(lessonParam);
  if (!lesson || (!lesson.published && !viewer.is_admin))
    throw new AppError('lesson_not_found', 'Aula não encontrada.', 404);
  if (!(await hasCourseAccess(db, viewer, lesson.course_id))) {
    throw new AppError(
      'lesson_forbidden',
      'Esta aula faz parte de um curso pago. Adquira o curso para assistir.',
      403,
    );
  }
  const duration = Math.max(input.duration, 0);
  const completed = input.completed === true || (duration > 0 && input.currentTime / duration >= 0.95);
  const progress = await shopRepo.saveProgress(db, viewer.id, lesson.id, {
    currentTime: input.currentTime,
    duration,
    completed,
  });
  return { lessonId: lesson.id, progress };
}
