import type {
  AdminCourseLessonsResponse,
  AdminLesson,
  CoursesResponse,
  MediaUploadResponse,
} from '@sinais/shared';
import { api, callApi } from '@/lib/api';
import { errorMessageFrom, HttpError } from '@/lib/http';
import { useSessionStore } from '@/lib/session';

export const courseAdminApi = {
  courses: (): Promise<CoursesResponse> => callApi(api.courses.courses),
  lessons: (courseId: string): Promise<AdminCourseLessonsResponse> =>
    callApi(api.courses.adminLessons, { params: { courseId } }),
  save: (
    courseId: string,
    body: { version: number; lessons: AdminLesson[]; workload_minutes: number | null },
  ) => callApi(api.courses.saveAdminLessons, { params: { courseId }, body }),
  /** Multipart upload (the JSON client does not send files). */
  async upload(file: File): Promise<MediaUploadResponse> {
    const form = new FormData();
    form.append('file', file, file.name);
    const token = useSessionStore.getState().token;
    let res: Response;
    try {
      res = await fetch('/api/admin/media', {
        method: 'POST',
        body: form,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    } catch {
      throw new HttpError(0, 'Erro de conexão com o servidor');
    }
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const e = errorMessageFrom(body, res.status);
      throw new HttpError(res.status, e.message, e.code, body, e.fromServer ? e.message : null);
    }
    return body as MediaUploadResponse;
  },
};

/** Duration of a local video file, read by the browser before it is sent (seconds, or null). */
export function videoDuration(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const v = document.createElement('video');
    v.preload = 'metadata';
    const done = (d: number | null) => {
      URL.revokeObjectURL(url);
      resolve(d);
    };
    v.onloadedmetadata = () => done(Number.isFinite(v.duration) ? Math.round(v.duration) : null);
    v.onerror = () => done(null);
    v.src = url;
  });
}
