import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DerivativesSeries, DerivativesStore, StoredPoint } from '../data/derivatives.store';

/** File name suffix and the columns after the time, per series (README.md of the export says the same). */
const FILES: Record<DerivativesSeries, { suffix: string; columns: string }> = {
  funding: { suffix: 'funding', columns: '"fundingRate"' },
  openInterest: {
    suffix: 'open_interest',
    columns: '"sumOpenInterest" (contracts), "sumOpenInterestValue" (USDT)',
  },
  basis: {
    suffix: 'basis',
    columns: '"markPrice", "indexPrice" (closes of the 1h candles ending at the time)',
  },
};

export interface ManifestEntry {
  file: string;
  rows: number;
  first: string;
  last: string;
  sha256: string;
}

const utc = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

/**
 * Writes the recorded derivatives history as one JSON file per pair and series, in the layout of
 * `../shared/data/market/funding` (`[[time_ms, "decimal", …], …]`, ascending, Binance's exact digits), plus a
 * manifest (rows, first, last, sha256) and a README. Funding keeps that folder's two columns; the settlement's
 * mark price stays in the store.
 */
export async function exportDerivatives(
  store: DerivativesStore,
  out: string,
  symbols?: readonly string[],
): Promise<ManifestEntry[]> {
  mkdirSync(out, { recursive: true });
  const manifest: ManifestEntry[] = [];
  for (const series of Object.keys(FILES) as DerivativesSeries[]) {
    const stored = await store.symbols(series);
    for (const symbol of stored.filter((s) => !symbols || symbols.includes(s))) {
      const rows = (await store.points(series, symbol)).map((p) => rowOf(series, p));
      if (rows.length === 0) continue;
      const file = `${symbol}_${FILES[series].suffix}.json`;
      const text = JSON.stringify(rows);
      writeFileSync(join(out, file), text);
      manifest.push({
        file,
        rows: rows.length,
        first: utc(rows[0]![0] as number),
        last: utc(rows.at(-1)![0] as number),
        sha256: createHash('sha256').update(text).digest('hex'),
      });
    }
  }
  manifest.sort((a, b) => a.file.localeCompare(b.file));
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
  writeFileSync(join(out, 'README.md'), readme(manifest));
  return manifest;
}

function rowOf(series: DerivativesSeries, [time, a, b]: StoredPoint): Array<number | string> {
  return series === 'funding' || b === null ? [time, a] : [time, a, b];
}

function readme(manifest: ManifestEntry[]): string {
  const formats = (Object.values(FILES) as Array<{ suffix: string; columns: string }>)
    .map(
      (f) =>
        `- \`<SYMBOL>_${f.suffix}.json\`: \`[[time_ms, …], …]\` ascending; after the time: ${f.columns}.`,
    )
    .join('\n');
  return `# Binance USDⓈ-M derivatives history recorded by the engine

Exported by \`npm run engine -- export-derivatives\` from the engine's store (docs/engine.md §2.1). Decimals are
Binance's strings, exactly as received; times are UTC milliseconds. Funding rates are per funding interval
(0.0001 = 0.01 %), at \`fundingTime\` as published (a few ms past the slot). Nothing before the collection floor
(the day after the last held-out period) is ever fetched.

${formats}

${manifest.length} files; rows, first and last (UTC) and sha256 of each in \`manifest.json\`.
`;
}
