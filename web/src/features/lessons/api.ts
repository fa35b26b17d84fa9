import type {
  CheckLessonAccessResponse,
  CourseLessonsResponse,
  LessonDetail,
  LessonProgressEntry,
  ProgressResponse,
} from '@sinais/shared';
import { http } from '@/lib/http';

export const lessonsApi = {
  checkLessonAccess: (lessonId: string) =>
    http<CheckLessonAccessResponse>(`/api/payments/check-lesson-access/${encodeURIComponent(lessonId)}`),
  courseLessons: (courseId: string) =>
    http<CourseLessonsResponse>(`/api/courses/${encodeURIComponent(courseId)}/lessons`, { auth: false }),
  lesson: (lessonId: string) =>
    http<{ success: true; lesson: LessonDetail }>(`/api/lessons/${encodeURIComponent(lessonId)}`),
  progress: (courseId: string) =>
    http<ProgressResponse>(`/api/lessons/progress?course=${encodeURIComponent(courseId)}`),
  saveProgress: (lessonId: string, p: { currentTime: number; duration: number; completed?: boolean }) =>
    http<{ success: true; progress: LessonProgressEntry }>(
      `/api/lessons/${encodeURIComponent(lessonId)}/progress`,
      { method: 'PUT', body: p },
    ),
};
