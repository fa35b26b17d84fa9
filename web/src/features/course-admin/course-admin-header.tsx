import type { Course } from '@sinais/shared';
import { Select } from '@/components/select/select';

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
    <header className="ca-head spread-row">
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
