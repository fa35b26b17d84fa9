import { z } from 'zod';
import { okAnswer } from './common';
import { parseVideoUrl } from '../domain/video-links';
import { courseSchema } from './payments';

/** The admin's lesson editor (GET/PUT /api/admin/courses/{courseId}/lessons), media uploads and certificates. */

export const CONTENT_MESSAGES = {
  stale:
    'Outra pessoa salvou as aulas deste curso enquanto você editava. Recarregue para ver a versão atual.',
  saved: 'Aulas salvas.',
  unknownFile: 'Arquivo de vídeo não encontrado. Envie o vídeo de novo.',
  badUrl: 'Use um link do YouTube, do Vimeo ou um endereço https de um arquivo .mp4/.webm.',
  courseSoon: 'Este curso estará disponível em breve.',
  uploadType: 'Envie um vídeo MP4 ou WebM.',
  uploadMissing: 'Nenhum arquivo de vídeo enviado (campo "file").',
} as const;

/** Names the media route serves: what POST /api/admin/media hands out (and the seeded v1.mp4 … v8.mp4). */
export const MEDIA_FILE_PATTERN = /^[A-Za-z0-9_-]{1,80}\.(mp4|webm)$/;

export const lessonVideoSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('file'),
    file: z.string().regex(MEDIA_FILE_PATTERN, CONTENT_MESSAGES.unknownFile),
  }),
  z.object({
    type: z.literal('url'),
    url: z
      .string()
      .trim()
      .max(500, CONTENT_MESSAGES.badUrl)
      .refine((u) => u.startsWith('https://') && parseVideoUrl(u) !== null, CONTENT_MESSAGES.badUrl),
  }),
]);
export type LessonVideo = z.infer<typeof lessonVideoSchema>;

export const adminLessonSchema = z.object({
  /** Absent for a new lesson (the server names it after the course). */
  id: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/, 'Aula inválida.')
    .optional(),
  title: z
    .string({ error: 'Informe o título da aula.' })
    .trim()
    .min(1, 'Informe o título da aula.')
    .max(200, 'Título muito longo (máximo de 200 caracteres).'),
  description: z.string().trim().max(2000, 'Descrição muito longa (máximo de 2.000 caracteres).').default(''),
  published: z.boolean().default(false),
  video: lessonVideoSchema.nullable().default(null),
  duration_s: z.number().int().min(0).max(86_400).nullable().default(null),
});
export type AdminLesson = z.infer<typeof adminLessonSchema>;

/** What the editor saves: a published lesson has something to play. */
export const savedLessonSchema = adminLessonSchema.refine((l) => !l.published || l.video !== null, {
  message: 'Uma aula publicada precisa de um vídeo (arquivo enviado ou link).',
  path: ['video'],
});

export const saveLessonsRequestSchema = z.object({
  /** The content_version the editor loaded; a save against an older one is refused (409). */
  version: z.number().int().min(1),
  lessons: z.array(savedLessonSchema).max(200, 'No máximo 200 aulas por curso.'),
  /** The course's workload in minutes (null clears it); left out, it stays as it is. */
  workload_minutes: z
    .number({ error: 'Informe a carga horária em minutos.' })
    .int('Informe a carga horária em minutos inteiros.')
    .min(1, 'A carga horária deve ser de pelo menos 1 minuto.')
    .max(100_000, 'Carga horária muito longa.')
    .nullable()
    .optional(),
});
export type SaveLessonsRequest = z.infer<typeof saveLessonsRequestSchema>;

export const adminLessonViewSchema = adminLessonSchema.extend({
  id: z.string(),
  position: z.number().int(),
  updated_at: z.string(),
});
export type AdminLessonView = z.infer<typeof adminLessonViewSchema>;

export const adminCourseLessonsResponseSchema = okAnswer({
  course: courseSchema,
  version: z.number().int(),
  lessons: z.array(adminLessonViewSchema),
});
export type AdminCourseLessonsResponse = z.infer<typeof adminCourseLessonsResponseSchema>;

export const mediaUploadResponseSchema = okAnswer({
  file: z.string(),
  size: z.number().int(),
  content_type: z.string(),
});
export type MediaUploadResponse = z.infer<typeof mediaUploadResponseSchema>;

export const certificateSchema = z.object({
  code: z.string(),
  holder_name: z.string(),
  course_id: z.string(),
  course_name: z.string(),
  lessons_count: z.number().int(),
  total_duration_s: z.number().int().nullable(),
  /** The course's workload set by the admin, in minutes; null when none was set. */
  workload_minutes: z.number().int().nullable(),
  issued_at: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const certificateResponseSchema = okAnswer({
  /** Null until every published lesson is complete; `progress` says how far the member is. */
  certificate: certificateSchema.nullable(),
  progress: z.object({ completed: z.number().int(), total: z.number().int() }),
});
export type CertificateResponse = z.infer<typeof certificateResponseSchema>;
