import { describe, expect, it } from 'vitest';

/**
 * A file exists because of what it is (issue 31): no `*-parts` grab-bag of pieces cut from a page to meet the
 * size limits. Vite lists the files at transform time, so the test needs no file system (and imports none).
 */
const sources = Object.keys(import.meta.glob(['./**/*.{ts,tsx,css}', '!./**/*.test.{ts,tsx}']));
const partsFiles = Object.keys(import.meta.glob('./**/*-parts.*'));

describe('web file names', () => {
  it('sees the source tree', () => {
    expect(sources.length).toBeGreaterThan(200);
    expect(sources).toContain('./features/lessons/lesson-page.tsx');
  });

  it('has no *-parts file: each component or helper lives in a file named after what it is', () => {
    expect(partsFiles).toEqual([]);
  });
});
