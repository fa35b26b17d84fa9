import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/** Static value imports and re-exports of a module (`import type`/`export type` are erased: not followed). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  const re = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push(m[1]!);
  return out;
}

function resolveModule(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null; // packages and @sinais/shared: outside the engine
  const base = resolve(dirname(from), spec);
  if (base.endsWith('.json') && existsSync(base)) return null; // data (the research registry), not code
  for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) if (existsSync(candidate)) return candidate;
  throw new Error(`${relative(SRC, from)}: import não resolvido ${spec}`);
}

/** Every engine module the entry reaches through static imports, with the chain that reached it. */
function graphFrom(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const spec of importsOf(file)) {
      const next = resolveModule(file, spec);
      if (next && !seen.has(next)) {
        seen.set(next, [...seen.get(file)!, next]);
        queue.push(next);
      }
    }
  }
  return seen;
}

/**
 * What never runs live: the research, the operator's CLI and the evaluation reports (`evaluate`'s walk-forward,
 * report, chart). The live gate's statistics and random baseline sit below them, in evidence/.
 */
const NOT_LIVE = ['research', 'cli', 'evaluation'] as const;

/** The chains by which `entry` reaches a module that never runs live. */
function offending(entry: string): string[] {
  return [...graphFrom(join(SRC, entry)).entries()]
    .filter(([f]) => NOT_LIVE.some((dir) => relative(SRC, f).startsWith(`${dir}/`)))
    .map(([, chain]) => chain.map((f) => relative(SRC, f)).join(' → '));
}

describe("the live daemon's import graph", () => {
  // main.ts is the daemon (and loads the CLI only through a dynamic import); index.ts is what the gateway's
  // all-in-one mode imports (`import('@sinais/engine')`).
  for (const entry of ['main.ts', 'index.ts'])
    it(`${entry} reaches no research/, cli/ or evaluation/ module`, () => {
      expect(graphFrom(join(SRC, entry)).size).toBeGreaterThan(50); // the walk really follows the engine's imports
      expect(offending(entry)).toEqual([]);
    });

  it('the check can fail: the CLI reaches all three', () => {
    const reached = offending(join('cli', 'commands.ts')).map((chain) => chain.split(' → ').at(-1)!);
    for (const dir of NOT_LIVE)
      expect(reached.some((f) => f.startsWith(`${dir}/`) && f !== 'cli/commands.ts')).toBe(true);
  });
});
