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
