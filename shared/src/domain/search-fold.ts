/**
 * The admin search's folding, the same as the SQL function search_fold (migration 035): lower case, then the
 * Latin accented letters replaced by their base letter. Used where the browser filters what it already
 * holds (the logs page), so typing "analise" finds "Análise" there exactly as on the server.
 */
export const SEARCH_FOLD_FROM = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ';
export const SEARCH_FOLD_TO = 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy';

const MAP = new Map([...SEARCH_FOLD_FROM].map((c, i) => [c, SEARCH_FOLD_TO[i]!]));

export function searchFold(text: string): string {
  let out = '';
  for (const c of text.toLowerCase()) out += MAP.get(c) ?? c;
  return out;
}
