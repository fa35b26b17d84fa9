import type { Draft } from './lesson-draft';
import { LessonRow } from './lesson-row';

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
