import { useState } from 'react';
import type { SearchResponse } from '@sinais/shared';
import { api, callApi } from '@/lib/api';

type SectionKey = keyof SearchResponse['results'];

/**
 * "Carregar mais" of one section: the next page from where the last one stopped (the section's cursor), appended
 * by the caller. Shown only while the server says there is a next page.
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
  const [busy, setBusy] = useState(false);
  const next = result.counts[section].next;
  if (!next) return null;
  const load = async () => {
    setBusy(true);
    try {
      onLoaded(await callApi(api.admin.search, { query: { q: result.query, type: section, cursor: next } }));
    } catch (err) {
      onError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <p style={{ margin: '10px 0 0' }}>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        onClick={() => void load()}
        disabled={busy}
        data-testid={`more-${section}`}
      >
        {busy ? 'Carregando...' : `Carregar mais (${result.results[section].length} de ${countLabel})`}
      </button>
    </p>
  );
}

/** The page appended to its section, with the section's new cursor. */
export function appendPage(prev: SearchResponse, section: SectionKey, page: SearchResponse): SearchResponse {
  return {
    ...prev,
    results: { ...prev.results, [section]: [...prev.results[section], ...page.results[section]] },
    counts: { ...prev.counts, [section]: { ...prev.counts[section], next: page.counts[section].next } },
  };
}

const SECTION_NAMES: Record<SectionKey, string> = {
  users: 'usuários',
  signals: 'sinais',
  payments: 'pagamentos',
  logs: 'logs',
};

/** Sections the time limit cut short: their rows are the newest matches only, said so instead of hidden. */
export function PartialNote({ result }: { result: SearchResponse }) {
  const cut = (Object.keys(SECTION_NAMES) as SectionKey[]).filter((k) => result.counts[k].partial);
  if (!cut.length) return null;
  return (
    <p className="ac-muted" data-testid="search-partial">
      A busca em {cut.map((k) => SECTION_NAMES[k]).join(', ')} passou do limite de tempo: são mostrados os
      resultados mais recentes encontrados. Use um termo mais específico para a lista completa.
    </p>
  );
}
