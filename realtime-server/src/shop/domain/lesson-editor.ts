import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CONTENT_MESSAGES,
  type AdminCourseLessonsResponse,
  type AdminLessonView,
  type SaveLessonsRequest,
} from '@sinais/shared';
import type { Db } from '@sinais/shared/server';
import { createAuditRepo } from '../../platform/audit.repo';
import type { CatalogueRepo, LessonRow } from '../data/catalogue.repo';
import { createLessonEditorRepo, type LessonWrite } from '../data/lesson-editor.repo';
import { AppError } from '../../errors';

export interface LessonEditorDeps {
  db: Db;
  catalogue: CatalogueRepo;
  mediaDir: string;
}

function toView(l: LessonRow): AdminLessonView {
  return {
    id: l.id,
    position: l.position,
    title: l.title,
    description: l.description,
    published: l.published,
    video: l.video_file
      ? { type: 'file', file: l.video_file }
      : l.video_url
        ? { type: 'url', url: l.video_url }
        : null,
    duration_s: l.duration_s,
    updated_at: new Date(l.updated_at).toISOString(),
  };
}

export async function editableLessons(
  deps: LessonEditorDeps,
  courseId: string,
): Promise<AdminCourseLessonsResponse> {
  const found = await deps.catalogue.editable(courseId);
  if (!found) throw new AppError('course_not_found', 'Curso não encontrado.', 404);
  return { success: true, course: found.course, version: found.version, lessons: found.lessons.map(toView) };
}

/** Ids of new lessons follow the course's own ('masterclass-05'), which the lesson route knows how to read. */
function idMaker(courseId: string, existing: string[]): () => string {
  const parsed = existing.map((id) => /^(.*)-(\d+)$/.exec(id)).filter((m) => m !== null);
  const prefix = parsed[0]?.[1] ?? courseId.replace(/_/g, '-');
  let next = Math.max(0, ...parsed.filter((m) => m[1] === prefix).map((m) => Number(m[2]))) + 1;
  const taken = new Set(existing);
  return () => {
    let id: string;
    do id = `${prefix}-${String(next++).padStart(2, '0')}`;
    while (taken.has(id));
    taken.add(id);
    return id;
  };
}

async function fileExists(dir: string, file: string): Promise<boolean> {
  try {
    return (await stat(join(dir, file))).isFile();
  } catch {
    return false;
  }
}

/**
 * PUT /api/admin/courses/{courseId}/lessons: the whole ordered list in one transaction, against the version the
 * editor loaded (409 when another admin saved meanwhile). Uploaded files must exist in MEDIA_DIR.
 */
export async function saveLessons(
  deps: LessonEditorDeps,
  actor: { id: string; email: string; ip: string | null },
  courseId: string,
  input: SaveLessonsRequest,
): Promise<AdminCourseLessonsResponse> {
  const current = await deps.catalogue.editable(courseId);
  if (!current) throw new AppError('course_not_found', 'Curso não encontrado.', 404);
  for (const l of input.lessons) {
    if (l.video?.type === 'file' && !(await fileExists(deps.mediaDir, l.video.file))) {
      throw new AppError('media_not_found', CONTENT_MESSAGES.unknownFile, 400, { field: 'video' });
    }
  }
  const given = input.lessons.flatMap((l) => (l.id ? [l.id] : []));
  if (new Set(given).size !== given.length) throw new AppError('validation', 'Aula repetida na lista.', 400);

  await deps.db.tx(async (q) => {
    const owners = await createLessonEditorRepo(q).lessonCourses(given);
    const foreign = given.filter((id) => owners.find((o) => o.id === id)?.course_id !== courseId);
    if (foreign.length) throw new AppError('validation', 'Aula inválida para este curso.', 400);
    if ((await createLessonEditorRepo(q).bumpVersion(courseId, input.version)) === null) {
      throw new AppError('stale_version', CONTENT_MESSAGES.stale, 409);
    }
    const nextId = idMaker(
      courseId,
      current.lessons.map((l) => l.id),
    );
    const writes: LessonWrite[] = input.lessons.map((l) => ({
      id: l.id ?? nextId(),
      title: l.title,
      description: l.description,
      published: l.published,
      videoFile: l.video?.type === 'file' ? l.video.file : null,
      videoUrl: l.video?.type === 'url' ? l.video.url : null,
      durationS: l.duration_s,
    }));
    await createLessonEditorRepo(q).replace(courseId, writes);
    if (input.workload_minutes !== undefined)
      await createLessonEditorRepo(q).setWorkload(courseId, input.workload_minutes);
    await createAuditRepo(q).write({
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'course.lessons_saved',
      target: courseId,
      details: {
        lessons: writes.length,
        published: writes.filter((w) => w.published).length,
        removed: current.lessons.filter((l) => !writes.some((w) => w.id === l.id)).map((l) => l.id),
        ...(input.workload_minutes !== undefined ? { workload_minutes: input.workload_minutes } : {}),
      },
      ip: actor.ip,
    });
  });
  return editableLessons(deps, courseId);
}
