import { searchFold, type Suggestion } from '@sinais/shared';
import type { Db } from '@sinais/shared/server';
import type { SearchTerm } from '../domain/search-terms';
import { distinctValues } from './admin-search.repo';
import { userTiers } from './search-conditions';
import { WINDOW_ROWS } from './recent-matches';
import { inPageOrder } from './search-tiers';
import { sectionPage } from './section-page';

/** People for the suggestions: the users' tiers over a few windows of the newest accounts, no count. */
function suggestedUsers(db: Db, term: SearchTerm, limit: number) {
  const { tiers, any } = userTiers(term);
  return sectionPage(db, 'users', tiers, any, null, limit, { count: false, scanRows: 5 * WINDOW_ROWS });
}

/** Those that start with the term first, then the rest, each group in its own order. */
const startsFirst = (list: string[], start: string) => [
  ...list.filter((s) => s.startsWith(start)),
  ...list.filter((s) => !s.startsWith(start)),
];

/**
 * Suggestions as the admin types: symbols the engine trades or has signalled, people by any part of the name or
 * e-mail (every word, in any order: "silva ana" finds "Ana Silva"), audit actions. Matches that start with the
 * term come first.
 */
export function createSearchSuggestionsRepo(db: Db, distinctSymbols: () => Promise<string[]>) {
  return async (term: SearchTerm, limit = 8): Promise<Suggestion[]> => {
    const needle = term.text.toUpperCase().replace(/\s/g, '');
    const hasAll = (text: string) => term.words.every((w) => searchFold(text).includes(w));
    const [traded, signalled, people, actions] = await Promise.all([
      db.query<{ symbol: string }>(
        `SELECT DISTINCT jsonb_array_elements(pairs)->>'symbol' AS symbol
         FROM (SELECT pairs FROM top_pairs_selections ORDER BY id DESC LIMIT 1) t`,
      ),
      distinctSymbols(),
      suggestedUsers(db, term, limit),
      distinctValues(db, 'audit_logs', 'action'),
    ]);
    const symbols = [...new Set([...traded.map((r) => r.symbol), ...signalled])]
      .filter((s) => s.includes(needle))
      .sort();
    const users = people.keys.length
      ? inPageOrder(
          people.keys,
          await db.query<{ id: string; email: string; name: string }>(
            'SELECT id, email, name FROM users WHERE id = ANY($1::uuid[])',
            [people.keys.map((k) => k.id)],
          ),
        )
      : [];
    return [
      ...startsFirst(symbols, needle)
        .slice(0, limit)
        .map((s) => ({ text: s, type: 'signals' as const, label: `Sinal · ${s}` })),
      ...users.map((u) => ({
        text: u.email,
        type: 'users' as const,
        label: `Usuário · ${u.name} <${u.email}>`,
      })),
      ...startsFirst(actions.filter(hasAll), term.folded)
        .slice(0, 4)
        .map((a) => ({ text: a, type: 'logs' as const, label: `Log · ${a}` })),
    ].slice(0, limit);
  };
}
