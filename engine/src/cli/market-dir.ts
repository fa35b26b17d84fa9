import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isFundingFile, loadFundingFile } from '../sources/funding-file';
import { KlineFileError, loadKlineFile, type KlineFile } from '../sources/kline-file';
import type { FundingSeries } from '../trading/funding';

export interface MarketDir {
  files: KlineFile[];
  funding: Map<string, FundingSeries>;
}

/** Every `<SÍMBOLO>_<intervalo>.json[.gz]` of a folder, plus `<SÍMBOLO>_funding.json[.gz]` where present. */
export function loadMarketDir(dir: string): MarketDir {
  let entries: string[];
  try {
    if (!statSync(dir).isDirectory()) throw new Error('não é um diretório');
    entries = readdirSync(dir)
      .filter((f) => f.endsWith('.json') || f.endsWith('.json.gz'))
      .sort();
  } catch (err) {
    throw new KlineFileError(dir, (err as Error).message);
  }
  const funding = new Map<string, FundingSeries>();
  const files: KlineFile[] = [];
  for (const f of entries) {
    if (isFundingFile(f)) {
      const { symbol, series } = loadFundingFile(join(dir, f));
      funding.set(symbol, series);
    } else if (f !== 'manifest.json') files.push(loadKlineFile(join(dir, f)));
  }
  if (files.length === 0) throw new KlineFileError(dir, 'nenhum arquivo <SÍMBOLO>_<intervalo>.json[.gz]');
  return { files, funding };
}
