/** "Anterior · Página 1 de 6 · Próxima" under the pairs grid. */
export function PairsPager({
  current,
  pages,
  onPage,
}: {
  current: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav className="ac-pager" aria-label="Paginação">
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={current <= 1}
        onClick={() => onPage(current - 1)}
      >
        Anterior
      </button>
      <span className="ac-muted" data-testid="pairs-page">
        Página {current} de {pages}
      </span>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={current >= pages}
        onClick={() => onPage(current + 1)}
      >
        Próxima
      </button>
    </nav>
  );
}
