import './pager.css';

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name ("Páginas do histórico"). */
  label: string;
  /** A page is loading: both buttons wait. */
  busy?: boolean;
  /** Said after "1 / 3" (e.g. "· 30 sinais"). */
  detail?: string;
}

/** "Anterior · 1 / 3 · Próxima" under a paged list; nothing when everything fits on one page. */
export function Pager({ page, pages, onPage, label, busy = false, detail }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="btn btn--sm"
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        Anterior
      </button>
      <span data-testid="pager-position">
        {page} / {pages}
        {detail ? ` ${detail}` : ''}
      </span>
      <button
        type="button"
        className="btn btn--sm"
        disabled={page >= pages || busy}
        onClick={() => onPage(page + 1)}
      >
        Próxima
      </button>
    </nav>
  );
}
