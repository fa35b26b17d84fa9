import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO, searchFold } from './search-fold';

describe('searchFold', () => {
  it('is the same translation as the SQL search_fold of migration 035', () => {
    const sql = readFileSync(new URL('../server/db/migrations/035_search_fold.sql', import.meta.url), 'utf8');
    expect(sql).toContain(`translate(lower($1), '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}')`);
    expect([...SEARCH_FOLD_FROM]).toHaveLength([...SEARCH_FOLD_TO].length);
  });
  it('folds Portuguese names and words', () => {
    expect(searchFold('Natália Gonçalves')).toBe('natalia goncalves');
    expect(searchFold('JOÃO CONCEIÇÃO')).toBe('joao conceicao');
    expect(searchFold('Análise técnica')).toBe('analise tecnica');
  });
});
