import type { Course } from '@sinais/shared';
import { Select } from '@/components/select/select';
import { LessonRow, type Draft } from './lesson-row';

/** The page's title, its rule, and the course picker. */
export function CourseAdminHeader({
  courses,
  courseId,
  onPick,
}: {
  courses: Course[];
  courseId: string;
  onPick: (courseId: string) => void;
}) {
  return (
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
        <Select
          aria-label="Curso"
          value={courseId}
          onChange={onPick}
          options={courses.map((c) => ({ value: c.id, label: c.name }))}
        />
      </label>
    </header>
  );
}

/** "+ Adicionar aula" and "Salvar aulas". */
export function LessonActions({
  saving,
  canSave,
  onAdd,
  onSave,
}: {
  saving: boolean;
  canSave: boolean;
  onAdd: () => void;
  onSave: () => void;
}) {
  return (
    <div className="ca-actions">
      <button type="button" className="btn btn--ghost" onClick={onAdd}>
        + Adicionar aula
      </button>
      <button type="button" className="btn btn--primary" onClick={onSave} disabled={!canSave}>
        {saving ? 'Salvando...' : 'Salvar aulas'}
      </button>
    </div>
  );
}

/** The course's lessons in order, each editable, movable and removable. */
export function LessonList({
  lessons,
  onChange,
  onMove,
  onUpload,
  onRemove,
}: {
  lessons: Draft[];
  onChange: (key: string, patch: Partial<Draft>) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onUpload: (key: string, file: File | undefined) => void;
  onRemove: (key: string) => void;
}) {
  return (
    <ol className="ca-list">
      {lessons.map((l, i) => (
        <LessonRow
          key={l.key}
          lesson={l}
          index={i}
          count={lessons.length}
          onChange={(patch) => onChange(l.key, patch)}
          onMove={(by) => onMove(i, by)}
          onUpload={(file) => onUpload(l.key, file)}
          onRemove={() => onRemove(l.key)}
        />
      ))}
    </ol>
  );
}

/** The outcome of a save or an upload. */
export function Notice({ tone, text }: { tone: 'success' | 'error'; text: string }) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className="alert__body">{text}</div>
    </div>
  );
}
