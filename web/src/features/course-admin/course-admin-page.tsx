import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminLesson, Course } from '@sinais/shared';
import { HttpError } from '@/lib/http';
import { usePageTitle } from '@/lib/use-page-title';
import { courseAdminApi, videoDuration } from './api';
import './course-admin.css';

type Draft = AdminLesson & { key: string; uploading?: boolean };

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
      const r = await courseAdminApi.save(
        courseId,
        version,
        lessons.map(({ key: _k, uploading: _u, ...l }) => l),
      );
      setLessons(r.lessons.map(({ position: _p, updated_at: _u, ...l }) => keyed(l)));
      setVersion(r.version);
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
          <ol className="ca-list">
            {lessons.map((l, i) => (
              <li key={l.key} className="ca-lesson" data-testid={`lesson-${i + 1}`}>
                <div className="ca-lesson__order">
                  <span className="ca-num">{i + 1}</span>
                  <button
                    type="button"
                    onClick={() => move(i, -1)}
                    disabled={i === 0}
                    aria-label="Mover para cima"
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    onClick={() => move(i, 1)}
                    disabled={i === lessons.length - 1}
                    aria-label="Mover para baixo"
                  >
                    ↓
                  </button>
                </div>
                <div className="ca-lesson__body">
                  <label className="ca-field">
                    <span>Título da aula {i + 1}</span>
                    <input
                      value={l.title}
                      maxLength={200}
                      onChange={(e) => change(l.key, { title: e.target.value })}
                    />
                  </label>
                  <label className="ca-field">
                    <span>Descrição</span>
                    <textarea
                      rows={2}
                      maxLength={2000}
                      value={l.description}
                      onChange={(e) => change(l.key, { description: e.target.value })}
                    />
                  </label>
                  <div className="ca-video">
                    <span className="ca-video__now">
                      {l.video?.type === 'file'
                        ? `Arquivo: ${l.video.file}`
                        : l.video?.type === 'url'
                          ? 'Link externo'
                          : 'Sem vídeo'}
                      {l.duration_s
                        ? ` · ${Math.floor(l.duration_s / 60)}:${String(l.duration_s % 60).padStart(2, '0')}`
                        : ''}
                    </span>
                    <label className="ca-upload">
                      <span className="btn btn--ghost btn--sm">
                        {l.uploading ? 'Enviando...' : 'Enviar vídeo (MP4/WebM)'}
                      </span>
                      <input
                        type="file"
                        accept="video/mp4,video/webm"
                        aria-label={`Enviar vídeo da aula ${i + 1}`}
                        disabled={l.uploading}
                        onChange={(e) => void upload(l.key, e.target.files?.[0])}
                      />
                    </label>
                    <input
                      className="ca-url"
                      type="url"
                      placeholder="ou cole um link do YouTube, Vimeo ou https://…/video.mp4"
                      aria-label={`Link do vídeo da aula ${i + 1}`}
                      maxLength={500}
                      value={l.video?.type === 'url' ? l.video.url : ''}
                      onChange={(e) =>
                        change(l.key, {
                          video: e.target.value.trim() ? { type: 'url', url: e.target.value.trim() } : null,
                        })
                      }
                    />
                  </div>
                  <div className="ca-lesson__foot">
                    <label className="ca-check">
                      <input
                        type="checkbox"
                        checked={l.published}
                        onChange={(e) => change(l.key, { published: e.target.checked })}
                      />
                      Publicada
                    </label>
                    {l.id && l.published ? (
                      <Link to={`/aula/${l.id}`} className="ca-muted">
                        Ver aula
                      </Link>
                    ) : null}
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm ca-danger"
                      onClick={() => {
                        if (
                          !window.confirm(
                            `Excluir a aula "${l.title || i + 1}"? O progresso dos alunos nela se perde.`,
                          )
                        )
                          return;
                        setLessons((ls) => ls?.filter((x) => x.key !== l.key) ?? ls);
                        setDirty(true);
                      }}
                    >
                      Excluir
                    </button>
                  </div>
                </div>
              </li>
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
              disabled={saving || !dirty || lessons.some((l) => l.uploading)}
            >
              {saving ? 'Salvando...' : 'Salvar aulas'}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
