import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isFundingFile, loadFundingFile } from './funding-file';
import { KlineFileError, loadKlineFile, type KlineFile } from './kline-file';
import type { FundingSeries } from '../trading/funding';
import { INTERVAL_MS, TIMEFRAMES } from '../domain/candle';
import { aggregateCandles } from './aggregate-candles';

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
  return { files: withHigherTimeframes(files), funding };
}

/** A symbol given only in a finer timeframe gets its 4h and 1d candles aggregated from it, as Binance builds them. */
function withHigherTimeframes(files: KlineFile[]): KlineFile[] {
  const out = [...files];
  for (const symbol of new Set(files.map((f) => f.symbol))) {
    const mine = files.filter((f) => f.symbol === symbol);
    const finest = TIMEFRAMES.map((tf) => mine.find((f) => f.timeframe === tf)).find((f) => f !== undefined)!;
    for (const tf of TIMEFRAMES)
      if (INTERVAL_MS[tf] > INTERVAL_MS[finest.timeframe] && !mine.some((f) => f.timeframe === tf))
        out.push({
          file: `${finest.file} → ${tf}`,
          symbol,
          timeframe: tf,
          candles: aggregateCandles(finest.candles, tf),
        });
  }
  return out;
}
