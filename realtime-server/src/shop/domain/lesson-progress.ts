import type { LessonProgressInput } from '@sinais/shared';
import type { ShopRepo } from '../data/shop.repo';
import { watchableLesson, type Learning, type Viewer } from './access';

/** Saves where the member is in a lesson they may watch; 95% watched (or marked) counts as complete. */
export async function recordLessonProgress(
  learning: Learning & { shop: Pick<ShopRepo, 'saveProgress'> },
  viewer: Viewer,
  lessonParam: string,
  input: LessonProgressInput,
) {
  const lesson = await watchableLesson(learning, viewer, lessonParam);
  const duration = Math.max(input.duration, 0);
  const completed = input.completed === true || (duration > 0 && input.currentTime / duration >= 0.95);
  const progress = await learning.shop.saveProgress(viewer.id, lesson.id, {
    currentTime: input.currentTime,
    duration,
    completed,
  });
  return { lessonId: lesson.id, progress };
}
