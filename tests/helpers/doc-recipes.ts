import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root (every path a doc names is relative to it). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The lines under a markdown heading, up to the next heading of the same or a higher level. */
export function docSection(file: string, heading: string): string {
  const lines = readFileSync(REPO_ROOT + file, 'utf8').split('\n');
  const start = lines.findIndex((l) => l.trim() === heading);
  if (start < 0) throw new Error(`${file}: seção "${heading}" não encontrada`);
  const level = heading.indexOf(' ');
  const end = lines.findIndex((l, i) => i > start && /^#{1,6} /.test(l) && l.indexOf(' ') <= level);
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** The numbered steps of a recipe (`1. …`), each with its continuation lines joined. */
export function recipeSteps(section: string): string[] {
  const steps: string[] = [];
  for (const line of section.split('\n')) {
    if (/^\d+\. /.test(line)) steps.push(line.replace(/^\d+\. /, ''));
    else if (steps.length > 0 && /^\s+\S/.test(line)) steps[steps.length - 1] += ` ${line.trim()}`;
  }
  return steps;
}

/** The code spans of a markdown text (what is between backticks). */
export const codeSpans = (text: string): string[] => [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);

const PACKAGE_PATH = /^(?:shared|engine|realtime-server|web|tests|docs|scripts)\/[\w./-]*$/;

/** Repository paths written in code spans; a path with a placeholder (`shared/src/api/<área>.ts`) is not one. */
export function namedPaths(text: string): string[] {
  return [...new Set(codeSpans(text).filter((s) => PACKAGE_PATH.test(s)))];
}

/** The paths that do not exist in the repository. */
export const missingPaths = (paths: readonly string[]): string[] =>
  paths.filter((p) => !existsSync(REPO_ROOT + p));

/** A call written in a code span: `apiRoute(r, api.x.y)` → name `apiRoute`, its arguments, and whether `x.` led it. */
export interface WrittenCall {
  name: string;
  member: boolean;
  args: string[];
  /** The call's result is called at once: `apiRoute(r, route)(handler)`. */
  curried: boolean;
}

/** Splits `a, { b, c }, ...d` at its top-level commas. */
function splitArgs(text: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if ('([{'.includes(ch)) depth++;
    if (')]}'.includes(ch)) depth--;
    if (ch === ',' && depth === 0) {
      args.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) args.push(current.trim());
  return args;
}

/** Every call in the code spans of a text (an unclosed one, `r.get(...)`, included with the arguments it shows). */
export function writtenCalls(text: string): WrittenCall[] {
  const found: WrittenCall[] = [];
  for (const span of codeSpans(text))
    for (const m of span.matchAll(/(\.)?([A-Za-z_$][\w$]*)\(/g)) {
      const open = m.index + m[0].length;
      let depth = 1;
      let i = open;
      for (; i < span.length && depth > 0; i++) {
        if (span[i] === '(') depth++;
        if (span[i] === ')') depth--;
      }
      found.push({
        name: m[2]!,
        member: m[1] === '.',
        args: splitArgs(span.slice(open, depth === 0 ? i - 1 : i)),
        curried: span[i] === '(',
      });
    }
  return found;
}

/** Whether a source file declares or re-exports `name` (function, class, const, method or `export { name }`). */
export function declares(source: string, name: string): boolean {
  const n = name.replace(/\$/g, '\\$');
  return [
    new RegExp(`\\b(?:function\\*?|class|const|let|interface|type)\\s+${n}\\b`),
    new RegExp(`^\\s+(?:async\\s+)?${n}\\s*[<(]`, 'm'),
    new RegExp(`export\\s*(?:type\\s*)?\\{[^}]*\\b${n}\\b[^}]*\\}`),
  ].some((re) => re.test(source));
}

/** The source of every file (not folder) among the paths. */
export function sourcesOf(paths: readonly string[]): string[] {
  return paths
    .filter((p) => existsSync(REPO_ROOT + p) && statSync(REPO_ROOT + p).isFile())
    .map((p) => readFileSync(REPO_ROOT + p, 'utf8'));
}
