import type { z } from 'zod';

/** Values to try first for a field of this name (a real course, a symbol the engine state has, ...). */
export type SampleHints = Record<string, unknown>;

interface Def {
  type: string;
  [k: string]: unknown;
}
const defOf = (s: unknown): Def => (s as { _zod: { def: Def } })._zod.def;
const checksOf = (d: Def) =>
  ((d.checks as Array<{ _zod: { def: Record<string, unknown> } }> | undefined) ?? []).map((c) => c._zod.def);
const passes = (s: z.ZodType, v: unknown) => s.safeParse(v).success;

const STRINGS = [
  '3f6d1c52-8b7a-4e43-9a55-0c6f1e2d9b10',
  'ETHUSDT',
  'teste',
  'sweep@example.com',
  'https://example.com/sweep',
  '2026-01-01T00:00:00.000Z',
  '2026-01-01',
  '529.982.247-25',
  'SC-0000-0000',
  'modulo-video-aulas',
  '#10b981',
  'a',
];

function numberOf(d: Def): number[] {
  let min: number | undefined;
  let max: number | undefined;
  for (const c of checksOf(d)) {
    if (c.check === 'greater_than') min = Number(c.value) + (c.inclusive ? 0 : 1);
    if (c.check === 'less_than') max = Number(c.value) - (c.inclusive ? 0 : 1);
  }
  return [min, max, 1, 0, 10, 100].filter((n): n is number => n !== undefined).map(Math.ceil);
}

function stringsOf(d: Def): string[] {
  const min = checksOf(d).find((c) => c.check === 'min_length')?.minimum;
  return [...STRINGS, 'x'.repeat(Number(min ?? 1)), 'Texto de teste da varredura'];
}

/**
 * A value a zod schema accepts, generated from its definition (zod 4): the fewest fields (optional ones left out
 * unless `full`), the first candidate that passes each leaf's own checks, `hints` by field name tried first.
 * `undefined` when nothing passes: the caller says so (a new schema may need a hint).
 */
export function sampleOf(schema: z.ZodType, hints: SampleHints = {}, full = false, key = ''): unknown {
  const d = defOf(schema);
  const leaf = (candidates: unknown[]) => {
    const tries = key in hints ? [hints[key], ...candidates] : candidates;
    return tries.find((c) => passes(schema, c));
  };
  switch (d.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, field] of Object.entries(d.shape as Record<string, z.ZodType>)) {
        const t = defOf(field).type;
        if (!full && (t === 'optional' || t === 'default' || t === 'prefault') && !(k in hints)) continue;
        const v = sampleOf(field, hints, full, k);
        if (v !== undefined) out[k] = v;
      }
      return out;
    }
    case 'optional':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'default':
    case 'prefault':
      return sampleOf(d.innerType as z.ZodType, hints, full, key);
    case 'nullable':
      return sampleOf(d.innerType as z.ZodType, hints, full, key) ?? null;
    case 'pipe': {
      const v = sampleOf(d.in as z.ZodType, hints, full, key);
      return passes(schema, v) ? v : (leaf([...STRINGS, ...numberOf(d)]) ?? v);
    }
    case 'lazy':
      return sampleOf((d.getter as () => z.ZodType)(), hints, full, key);
    case 'union':
      for (const option of d.options as z.ZodType[]) {
        const v = sampleOf(option, hints, full, key);
        if (v !== undefined && passes(schema, v)) return v;
      }
      return undefined;
    case 'intersection':
      return {
        ...(sampleOf(d.left as z.ZodType, hints, full, key) as object),
        ...(sampleOf(d.right as z.ZodType, hints, full, key) as object),
      };
    case 'array': {
      const min = Number(checksOf(d).find((c) => c.check === 'min_length')?.minimum ?? (full ? 1 : 0));
      const item = sampleOf(d.element as z.ZodType, hints, full, key);
      return leaf([Array.from({ length: Math.max(min, full ? 1 : 0) }, () => item), [item], []]);
    }
    case 'tuple':
      return (d.items as z.ZodType[]).map((s) => sampleOf(s, hints, full, key));
    case 'record':
      return leaf([{}]);
    case 'literal':
      return leaf(d.values as unknown[]);
    case 'enum':
      return leaf(Object.values(d.entries as Record<string, unknown>));
    case 'boolean':
      return leaf([true, false]);
    case 'number':
    case 'int':
      return leaf(numberOf(d));
    case 'string':
      return leaf(stringsOf(d));
    case 'date':
      return leaf([new Date('2026-01-01T00:00:00Z')]);
    case 'null':
      return null;
    default:
      return leaf([{}, 'teste', 1, true, null]);
  }
}
