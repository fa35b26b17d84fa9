interface NavProps {
  prevId: string | null | undefined;
  nextId: string | null | undefined;
  onGo: (id: string) => void;
}

/** The previous and next lesson buttons, each off where there is none. */
export function LessonNav({ prevId, nextId, onGo }: NavProps) {
  return (
    <nav className="ls-nav" aria-label="Navegação entre aulas">
      <button
        type="button"
        className="btn btn--ghost"
        disabled={!prevId}
        onClick={() => prevId && onGo(prevId)}
      >
        ← Aula anterior
      </button>
      <button
        type="button"
        className="btn btn--primary"
        disabled={!nextId}
        onClick={() => nextId && onGo(nextId)}
      >
        Próxima aula →
      </button>
    </nav>
  );
}
