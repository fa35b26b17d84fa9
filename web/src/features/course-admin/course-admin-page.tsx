import { useCallback, useEffect, useState } from 'react';
import type { AdminLesson, Course } from '@sinais/shared';
import { HttpError } from '@/lib/http';
import { usePageTitle } from '@/lib/use-page-title';
import { courseAdminApi, videoDuration } from './api';
import type { Draft } from './lesson-row';
import { hoursText, parseWorkloadHours, WorkloadField } from './workload-field';
import './course-admin.css';
import { CourseAdminHeader, LessonActions, LessonList, Notice } from './course-admin-parts';

let seq = 0;
const keyed = (l: AdminLesson): Draft => ({ ...l, key: l.id ?? `nova-${++seq}` });
const errorText = (err: unknown, fallback: string) =>
  err instanceof HttpError && err.serverMessage ? err.serverMessage : fallback;

/** The list with lesson `i` swapped with its neighbour `by` away (unchanged at either end). */
function moved(ls: Draft[], i: number, by: -1 | 1): Draft[] {
  if (i + by < 0 || i + by >= ls.length) return ls;
  const next = [...ls];
  [next[i], next[i + by]] = [next[i + by]!, next[i]!];
  return next;
}

/** /admin/cursos: lessons per course — add, order, edit, publish, upload a video or set an external link. */
export function CourseAdminPage() {
  usePageTitle('Aulas dos cursos');
  const [courses, setCourses] = useState<Course[]>([]);
  const [courseId, setCourseId] = useState('despertar_crypto');
  const [lessons, setLessons] = useState<Draft[] | null>(null);
  const [version, setVersion] = useState(0);
  const [workload, setWorkload] = useState('');
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    courseAdminApi
      .courses()
      .then((r) => setCourses(Object.values(r.courses)))
      .catch(() => setNotice({ tone: 'error', text: 'Erro ao carregar os cursos.' }));
  }, []);

  const load = useCallback(async (id: string) => {
    setLessons(null);
    try {
      const r = await courseAdminApi.lessons(id);
      setLessons(r.lessons.map(({ position: _p, updated_at: _u, ...l }) => keyed(l)));
      setVersion(r.version);
      setWorkload(hoursText(r.course.workload_minutes));
      setDirty(false);
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err, 'Erro ao carregar as aulas.') });
    }
  }, []);

  useEffect(() => {
    void load(courseId);
  }, [courseId, load]);

  const change = (key: string, patch: Partial<Draft>) => {
    setLessons((ls) => ls?.map((l) => (l.key === key ? { ...l, ...patch } : l)) ?? ls);
    setDirty(true);
  };
  const move = (i: number, by: -1 | 1) => {
    setLessons((ls) => ls && moved(ls, i, by));
    setDirty(true);
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

  const save = async () => {
    if (!lessons) return;
    setSaving(true);
    setNotice(null);
    try {
      const r = await courseAdminApi.save(courseId, {
        version,
        lessons: lessons.map(({ key: _k, uploading: _u, ...l }) => l),
        workload_minutes: parseWorkloadHours(workload) ?? null,
      });
      setLessons(r.lessons.map(({ position: _p, updated_at: _u, ...l }) => keyed(l)));
      setVersion(r.version);
      setWorkload(hoursText(r.course.workload_minutes));
      setDirty(false);
      setNotice({ tone: 'success', text: 'Aulas salvas.' });
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err, 'Erro ao salvar as aulas.') });
    } finally {
      setSaving(false);
    }
  };

  const published = lessons?.filter((l) => l.published).length ?? 0;
  return (
    <div className="page ca-page">
      <CourseAdminHeader
        courses={courses}
        courseId={courseId}
        onPick={(id) => {
          if (dirty && !window.confirm('Descartar as alterações não salvas?')) return;
          setCourseId(id);
        }}
      />

      {notice ? <Notice tone={notice.tone} text={notice.text} /> : null}

      {!lessons ? (
        <div role="status" className="ca-muted">
          Carregando aulas...
        </div>
      ) : (
        <>
          <p className="ca-summary" data-testid="ca-summary">
            {lessons.length} {lessons.length === 1 ? 'aula' : 'aulas'} · {published} publicada
            {published === 1 ? '' : 's'} · {published > 0 ? 'à venda' : 'em breve'}
          </p>
          <WorkloadField
            value={workload}
            onChange={(text) => {
              setWorkload(text);
              setDirty(true);
            }}
          />
          <LessonList
            lessons={lessons}
            onChange={change}
            onMove={move}
            onUpload={(key, file) => void upload(key, file)}
            onRemove={(key) => {
              setLessons((ls) => ls?.filter((x) => x.key !== key) ?? ls);
              setDirty(true);
            }}
          />
          <LessonActions
            saving={saving}
            canSave={
              !saving &&
              dirty &&
              !lessons.some((l) => l.uploading) &&
              parseWorkloadHours(workload) !== undefined
            }
            onAdd={() => {
              setLessons((ls) => [
                ...(ls ?? []),
                keyed({ title: '', description: '', published: false, video: null, duration_s: null }),
              ]);
              setDirty(true);
            }}
            onSave={() => void save()}
          />
        </>
      )}
    </div>
  );
}
