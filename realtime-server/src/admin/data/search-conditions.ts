import { containsPattern, prefixPattern, wordPrefixPattern, type SearchTerm } from '../domain/search-terms';
import type { SqlParams, Condition } from './recent-matches';
import type { Tier } from './search-tiers';

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every word of the term, anywhere in the stored search text, in any order. */
export const containsAll =
  (term: SearchTerm, column = 't.search_text'): Condition =>
  (p) =>
    term.words.map((w) => `${column} LIKE ${p.add(containsPattern(w))}`).join(' AND ') || 'false';

/**
 * The rows a trigram index must recheck for the term: those holding every run of 3+ letters or digits of its
 * words (pg_trgm keeps only those). A term without such a run gives the index nothing: every row.
 */
export const trigramProbe =
  (term: SearchTerm, column = 't.search_text'): Condition =>
  (p) =>
    term.words
      .flatMap((w) => w.match(/[\p{L}\p{N}]{3,}/gu) ?? [])
      .map((run) => `${column} LIKE ${p.add(containsPattern(run))}`)
      .join(' AND ') || 'true';

/** The users' relevance tiers: exact (e-mail, name, username, id), starts with, contains every word. */
export function userTiers(term: SearchTerm): { tiers: Tier[]; any: Condition; probe: Condition } {
  const uuid = UUID_RE.test(term.text) ? term.text : null;
  const byId = (p: SqlParams) => (uuid ? ` OR t.id = ${p.add(uuid)}::uuid` : '');
  const exact: Condition = (p) => {
    const f = p.add(term.folded);
    // Every alternative indexed (a phone is found in the contains tier: it is part of search_text).
    return `t.email_fold = ${f} OR t.name_fold = ${f} OR t.username_fold = ${f}${byId(p)}`;
  };
  const starts: Condition = (p) => {
    const pre = p.add(prefixPattern(term.folded));
    return `t.email_fold LIKE ${pre} OR t.name_fold LIKE ${pre} OR t.username_fold LIKE ${pre}
      OR t.name_fold LIKE ${p.add(wordPrefixPattern(term.folded))}`;
  };
  const contains = containsAll(term);
  return {
    // The prefixes are btree- and name-trigram-served; "contains" goes through the search text's trigrams.
    tiers: [
      { cond: exact, direct: true },
      { cond: starts, probe: 'always' },
      { cond: contains, probe: trigramProbe(term) },
    ],
    any: (p) => `(${contains(p)})${byId(p)}`,
    probe: trigramProbe(term),
  };
}
