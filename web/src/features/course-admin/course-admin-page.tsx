import { useCallback, useEffect, useState } from 'react';
import type { AdminLesson, Course } from '@sinais/shared';
import { HttpError } from '@/lib/http';
import { usePageTitle } from '@/lib/use-page-title';
import { courseAdminApi, videoDuration } from './api';
import { LessonRow, type Draft } from './lesson-row';
import { hoursText, parseWorkloadHours, WorkloadField } from './workload-field';
import './course-admin.css';

let seq = 0;
const keyed = (l: AdminLesson): Draft => ({ ...l, key: l.id ?? `nova-${++seq}` });
const errorText = (err: unknown, fallback: string) =>
  err instanceof HttpError && err.serverMessage ? err.serverMessage : fallback;

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
    setLessons((ls) => {
      if (!ls || i + by < 0 || i + by >= ls.length) return ls;
      const next = [...ls];
      [next[i], next[i + by]] = [next[i + by]!, next[i]!];
      return next;
    });
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
      <header className="ca-head">
        <div>
          <p className="ca-eyebrow">Administração</p>
          <h1>Aulas dos cursos</h1>
          <p className="ca-muted">
            Um curso só fica à venda com ao menos uma aula publicada; sem nenhuma, aparece como “em breve”.
          </p>
        </div>
        <label className="ca-field">
          <span>Curso</span>
          <select
            aria-label="Curso"
            value={courseId}
            onChange={(e) => {
              if (dirty && !window.confirm('Descartar as alterações não salvas?')) return;
              setCourseId(e.target.value);
            }}
          >
            {courses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      </header>

      {notice ? (
        <div className={`alert alert--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
          <div className="alert__body">{notice.text}</div>
        </div>
      ) : null}

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
          <ol className="ca-list">
            {lessons.map((l, i) => (
              <LessonRow
                key={l.key}
                lesson={l}
                index={i}
                count={lessons.length}
                onChange={(patch) => change(l.key, patch)}
                onMove={(by) => move(i, by)}
                onUpload={(file) => void upload(l.key, file)}
                onRemove={() => {
                  setLessons((ls) => ls?.filter((x) => x.key !== l.key) ?? ls);
                  setDirty(true);
                }}
              />
            ))}
          </ol>
          <div className="ca-actions">
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                setLessons((ls) => [
                  ...(ls ?? []),
                  keyed({ title: '', description: '', published: false, video: null, duration_s: null }),
                ]);
                setDirty(true);
              }}
            >
              + Adicionar aula
            </button>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => void save()}
              disabled={
                saving ||
                !dirty ||
                lessons.some((l) => l.uploading) ||
                parseWorkloadHours(workload) === undefined
              }
            >
              {saving ? 'Salvando...' : 'Salvar aulas'}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
