import { readFileSync } from 'node:fs';
import type { ResearchResult } from './run-research';

/** The registry file: the research result, rounded so a re-run on the same data writes the same bytes. */
export function registryJson(result: ResearchResult & { data: Record<string, string> }): string {
  return `${JSON.stringify(result, (_k, v: unknown) => (typeof v === 'number' ? round(v) : v), 2)}\n`;
}

const round = (x: number) => (Number.isFinite(x) ? Number(x.toPrecision(8)) : x);

/** Differences between a committed registry and a fresh run, as JSON paths (empty: reproduced). */
export function registryDiff(committedFile: string, fresh: string): string[] {
  const a = JSON.parse(readFileSync(committedFile, 'utf8')) as unknown;
  const b = JSON.parse(fresh) as unknown;
  const out: string[] = [];
  const walk = (x: unknown, y: unknown, path: string) => {
    if (out.length >= 20) return;
    if (typeof x !== 'object' || x === null || typeof y !== 'object' || y === null) {
      if (x !== y) out.push(`${path}: ${JSON.stringify(x)} ≠ ${JSON.stringify(y)}`);
      return;
    }
    const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
    for (const k of keys)
      walk((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k], `${path}.${k}`);
  };
  walk(a, b, '$');
  return out;
}
