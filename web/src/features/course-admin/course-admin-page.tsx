import { QueryView } from '@/components/query-view/query-view';
import { usePageTitle } from '@/lib/use-page-title';
import { WorkloadField } from './workload-field';
import './course-admin.css';
import { CourseAdminHeader } from './course-admin-header';
import { LessonActions } from './lesson-actions';
import { LessonList } from './lesson-list';
import { Notice } from './notice';
import { useLessonEditor } from './use-lesson-editor';

/** /admin/cursos: lessons per course — add, order, edit, publish, upload a video or set an external link. */
export function CourseAdminPage() {
  usePageTitle('Aulas dos cursos');
  const editor = useLessonEditor();
  const { lessons, notice, lessonsQuery } = editor;
  const published = lessons?.filter((l) => l.published).length ?? 0;
  return (
    <div className="page ca-page">
      <CourseAdminHeader
        courses={editor.courses.data ?? []}
        courseId={editor.courseId}
        onPick={(id) => {
          if (editor.dirty && !window.confirm('Descartar as alterações não salvas?')) return;
          editor.pickCourse(id);
        }}
      />

      {notice ? <Notice tone={notice.tone} text={notice.text} /> : null}
      {editor.courses.isError ? <Notice tone="error" text="Erro ao carregar os cursos." /> : null}

      <QueryView
        query={{ data: lessons ?? undefined, error: lessonsQuery.error, refetch: lessonsQuery.refetch }}
        errorText="Erro ao carregar as aulas."
        loading={
          <div role="status" className="ca-muted">
            Carregando aulas...
          </div>
        }
      >
        {(lessons) => (
          <>
            <p className="ca-summary" data-testid="ca-summary">
              {lessons.length} {lessons.length === 1 ? 'aula' : 'aulas'} · {published} publicada
              {published === 1 ? '' : 's'} · {published > 0 ? 'à venda' : 'em breve'}
            </p>
            <WorkloadField value={editor.workload} onChange={editor.changeWorkload} />
            <LessonList
              lessons={lessons}
              onChange={editor.change}
              onMove={editor.move}
              onUpload={(key, file) => void editor.upload(key, file)}
              onRemove={editor.remove}
            />
            <LessonActions
              saving={editor.saving}
              canSave={editor.canSave}
              onAdd={editor.add}
              onSave={editor.save}
            />
          </>
        )}
      </QueryView>
    </div>
  );
}
