import { useMutation } from '@tanstack/react-query';
import type { SearchResponse } from '@sinais/shared';
import { api, callApi } from '@/lib/api';
import { formatDateTime } from '@/lib/format';

type SectionKey = keyof SearchResponse['results'];

/**
 * "Mais resultados" of one section: the next page from where the last one stopped (the section's cursor),
 * appended by the caller. Shown only while the server says there is more: more matches, or older rows it has not
 * searched yet (a partial answer).
 */
export function LoadMore({
  section,
  result,
  countLabel,
  onLoaded,
  onError,
}: {
  section: SectionKey;
  result: SearchResponse;
  countLabel: string;
  onLoaded: (page: SearchResponse) => void;
  onError: (err: unknown) => void;
}) {
  const more = useMutation({
    mutationFn: (cursor: string) =>
      callApi(api.admin.search, { query: { q: result.query, type: section, cursor } }),
    onSuccess: onLoaded,
    onError,
  });
  const busy = more.isPending;
  const { next, partial, searched_to: searchedTo } = result.counts[section];
  if (!next) return null;
  return (
    <p style={{ margin: '10px 0 0' }}>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        onClick={() => more.mutate(next)}
        disabled={busy}
        data-testid={`more-${section}`}
      >
        {busy
          ? 'Carregando...'
          : partial && searchedTo
            ? `Mais resultados (buscar antes de ${formatDateTime(searchedTo, true)})`
            : `Mais resultados (${result.results[section].length} de ${countLabel})`}
      </button>
    </p>
  );
}

/** The page appended to its section, with the section's new cursor. */
export function appendPage(prev: SearchResponse, section: SectionKey, page: SearchResponse): SearchResponse {
  return {
    ...prev,
    results: { ...prev.results, [section]: [...prev.results[section], ...page.results[section]] },
    counts: {
      ...prev.counts,
      [section]: {
        ...prev.counts[section],
        next: page.counts[section].next,
        partial: page.counts[section].partial,
        searched_to: page.counts[section].searched_to,
      },
    },
  };
}

const SECTION_NAMES: Record<SectionKey, string> = {
  users: 'usuários',
  signals: 'sinais',
  payments: 'pagamentos',
  logs: 'logs',
};

/**
 * Sections whose search stopped at its row budget before the page filled: what was searched and what was not,
 * said plainly, with "Mais resultados" to search the older rows.
 */
export function PartialNote({ result }: { result: SearchResponse }) {
  const cut = (Object.keys(SECTION_NAMES) as SectionKey[]).filter((k) => result.counts[k].partial);
  if (!cut.length) return null;
  return (
    <ul className="ac-muted" data-testid="search-partial">
      {cut.map((k) => {
        const to = result.counts[k].searched_to;
        const found = result.results[k].length;
        return (
          <li key={k}>
            Busca em {SECTION_NAMES[k]} incompleta: {found} resultado(s) nos registros
            {to ? ` desde ${formatDateTime(to, true)}` : ''}; os registros anteriores ainda não foram
            pesquisados. Use “Mais resultados” para continuar.
          </li>
        );
      })}
    </ul>
  );
}
