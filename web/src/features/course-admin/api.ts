import type { MediaUploadResponse } from '@sinais/shared';
import { api } from '@/lib/api';
import { sendForm } from '@/lib/api/form';

export const courseAdminApi = {
  /** Multipart upload (one `file`). */
  upload(file: File): Promise<MediaUploadResponse> {
    const form = new FormData();
    form.append('file', file, file.name);
    return sendForm(api.courses.uploadMedia, form);
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
