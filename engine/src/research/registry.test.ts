import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registryDiff, registryJson } from './registry';
import type { ResearchResult } from './run-research';

const result = (x: number) =>
  ({
    seed: 1,
    variantsRecorded: 2,
    variantsUnrecorded: 0,
    variants: [{ meanNet: x }],
    data: {},
  }) as unknown as ResearchResult & {
    data: Record<string, string>;
  };

describe('research registry', () => {
  it('writes the same bytes for the same result (numbers rounded to 8 significant digits)', () => {
    expect(registryJson(result(1 / 3))).toBe(registryJson(result(1 / 3 + 1e-15)));
    expect(registryJson(result(1 / 3))).toContain('0.33333333');
  });

  it('reports where a re-run differs from the committed registry, and nothing when it reproduces', () => {
    const dir = mkdtempSync(join(tmpdir(), 'registry-'));
    const file = join(dir, 'registry.json');
    writeFileSync(file, registryJson(result(0.5)));
    expect(registryDiff(file, registryJson(result(0.5)))).toEqual([]);
    expect(registryDiff(file, registryJson(result(0.6)))).toEqual(['$.variants.0.meanNet: 0.5 ≠ 0.6']);
  });
});
