import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminCourseLessonsResponse } from '@sinais/shared';
import { api, setApiData, useApiMutation, useApiQuery } from '@/lib/api';
import { HttpError } from '@/lib/http';
import { courseAdminApi, videoDuration } from './api';
import { keyed, moved, type Draft } from './lesson-draft';
import { hoursText, parseWorkloadHours } from './workload-field';

export interface EditorNotice {
  tone: 'success' | 'error';
  text: string;
}

interface LessonDraft {
  lessons: Draft[];
  workload: string;
}

const errorText = (err: unknown, fallback: string) =>
  err instanceof HttpError && err.serverMessage ? err.serverMessage : fallback;

function fromServer(r: AdminCourseLessonsResponse): LessonDraft {
  return {
    lessons: r.lessons.map(({ position: _p, updated_at: _u, ...l }) => keyed(l)),
    workload: hoursText(r.course.workload_minutes),
  };
}

/**
 * The lesson editor: the courses and the picked course's lessons as the server has them (queries), the admin's
 * unsaved edits over them, and the outcome of the last upload or save. Saving sends the version it was read at,
 * so two admins cannot overwrite each other; the answer becomes the server's copy and the edits are dropped.
 */
export function useLessonEditor() {
  const courses = useApiQuery(api.courses.courses, undefined, { select: (r) => Object.values(r.courses) });
  const [courseId, setCourseId] = useState('despertar_crypto');
  const input = { params: { courseId } };
  const server = useApiQuery(api.courses.adminLessons, input, { staleTime: 0 });
  const [edits, setEdits] = useState<{ courseId: string; draft: LessonDraft } | null>(null);
  const [notice, setNotice] = useState<EditorNotice | null>(null);
  const saved = useMemo(() => (server.data ? fromServer(server.data) : null), [server.data]);
  const dirty = edits !== null && edits.courseId === courseId;
  const draft = dirty ? edits.draft : saved;
  const queryClient = useQueryClient();

  const edit = (change: (d: LessonDraft) => LessonDraft) =>
    setEdits((e) => {
      const base = e && e.courseId === courseId ? e.draft : saved;
      return base ? { courseId, draft: change(base) } : e;
    });
  const editLessons = (change: (ls: Draft[]) => Draft[]) =>
    edit((d) => ({ ...d, lessons: change(d.lessons) }));
  const change = (key: string, patch: Partial<Draft>) =>
    editLessons((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const saveMutation = useApiMutation(api.courses.saveAdminLessons, {
    onSuccess: (r) => {
      setApiData(queryClient, api.courses.adminLessons, input, r);
      setEdits(null);
      setNotice({ tone: 'success', text: 'Aulas salvas.' });
    },
    onError: (err) => setNotice({ tone: 'error', text: errorText(err, 'Erro ao salvar as aulas.') }),
  });
  const save = () => {
    if (!draft || !server.data) return;
    setNotice(null);
    saveMutation.mutate({
      params: { courseId },
      body: {
        version: server.data.version,
        lessons: draft.lessons.map(({ key: _k, uploading: _u, ...l }) => l),
        workload_minutes: parseWorkloadHours(draft.workload) ?? null,
      },
    });
  };

  const upload = async (key: string, file: File | undefined) => {
    if (!file) return;
    change(key, { uploading: true });
    setNotice(null);
    try {
      const [duration, res] = await Promise.all([videoDuration(file), courseAdminApi.upload(file)]);
      change(key, {
        uploading: false,
        video: { type: 'file', file: res.file },
        ...(duration !== null ? { duration_s: duration } : {}),
      });
      setNotice({ tone: 'success', text: `Vídeo "${file.name}" enviado. Salve as aulas para publicar.` });
    } catch (err) {
      change(key, { uploading: false });
      setNotice({ tone: 'error', text: errorText(err, 'Erro ao enviar o vídeo.') });
    }
  };

  const saving = saveMutation.isPending;
  const lessons = draft?.lessons ?? null;
  const workload = draft?.workload ?? '';
  return {
    courses,
    courseId,
    pickCourse: setCourseId,
    lessonsQuery: server,
    lessons,
    workload,
    dirty,
    saving,
    canSave:
      lessons !== null &&
      !saving &&
      dirty &&
      !lessons.some((l) => l.uploading) &&
      parseWorkloadHours(workload) !== undefined,
    notice,
    change,
    move: (i: number, by: -1 | 1) => editLessons((ls) => moved(ls, i, by)),
    remove: (key: string) => editLessons((ls) => ls.filter((x) => x.key !== key)),
    add: () =>
      editLessons((ls) => [
        ...ls,
        keyed({ title: '', description: '', published: false, video: null, duration_s: null }),
      ]),
    changeWorkload: (text: string) => edit((d) => ({ ...d, workload: text })),
    upload,
    save,
  };
}
