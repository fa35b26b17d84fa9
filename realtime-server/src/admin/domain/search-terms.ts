import { searchFold } from '@sinais/shared';

/** Words of a term beyond this many are ignored (each one is a condition on the row). */
const MAX_WORDS = 5;

/** A typed search term: folded like the stored search text, spaces collapsed, split into words. */
export interface SearchTerm {
  /** As typed, trimmed, spaces collapsed (exact ids, phones, symbols). */
  text: string;
  /** Lower case without accents (search_fold): what the stored search columns hold. */
  folded: string;
  /** The folded words: a row matches when it contains every one, in any order. */
  words: string[];
}

export function parseTerm(q: string): SearchTerm {
  const text = q.trim().replace(/\s+/g, ' ');
  const folded = searchFold(text);
  return { text, folded, words: folded.split(' ').filter(Boolean).slice(0, MAX_WORDS) };
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%term%` for LIKE with the LIKE wildcards of the term escaped, so `%` or `_` typed by an admin match literally. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** `term%`: starts with the term. */
export function prefixPattern(term: string): string {
  return `${escapeLike(term)}%`;
}

/** `% term%`: a later word starts with the term (a surname, the second word of an action). */
export function wordPrefixPattern(term: string): string {
  return `% ${escapeLike(term)}%`;
}
