/** The count, the page and the previous/next buttons under a table. */
export function CrmPager({
  total,
  page,
  totalPages,
  canGoBack,
  canGoOn,
  onPage,
}: {
  total: number;
  page: number;
  totalPages: number;
  canGoBack: boolean;
  canGoOn: boolean;
  onPage: (delta: 1 | -1) => void;
}) {
  return (
    <div className="crm-pager spread-row">
      <span className="crm-muted">
        {total} registro(s) · Página {page} de {totalPages}
      </span>
      <div className="crm-pager__buttons">
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={!canGoBack}
          onClick={() => onPage(-1)}
        >
          Anterior
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={!canGoOn}
          onClick={() => onPage(1)}
        >
          Próxima
        </button>
      </div>
    </div>
  );
}
