import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { basename } from 'node:path';
import type { Timeframe } from '@sinais/shared';
import { INTERVAL_MS, type Candle } from '../domain/candle';
import { MIN_CANDLES } from '../indicators/snapshot';
import { klineRowsSchema, rowsToCandles } from './kline-rows';

/** A kline file that cannot be used; the message names the file and the problem on one line. */
export class KlineFileError extends Error {
  constructor(
    readonly file: string,
    problem: string,
  ) {
    super(`${file}: ${problem}`);
    this.name = 'KlineFileError';
  }
}

export interface KlineFile {
  file: string;
  symbol: string;
  timeframe: Timeframe;
  candles: Candle[];
}

const NAME = /^([A-Z0-9]+)_([0-9]+[a-zA-Z])\.json(\.gz)?$/;

/** A `.json` or gzip-compressed `.json.gz` file as text. */
export function readJsonText(file: string): string {
  const bytes = readFileSync(file);
  return file.endsWith('.gz') ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
}

/** `<SYMBOL>_<interval>.json` (or `.json.gz`) holding the klines endpoint's array of rows, oldest first. */
export function loadKlineFile(file: string, minCandles = MIN_CANDLES): KlineFile {
  const name = basename(file);
  const m = NAME.exec(name);
  if (!m) throw new KlineFileError(file, 'nome fora do padrão <SÍMBOLO>_<intervalo>.json[.gz]');
  const [, symbol, interval] = m as unknown as [string, string, string];
  if (!(interval in INTERVAL_MS))
    throw new KlineFileError(file, `intervalo desconhecido "${interval}" (use 1h, 4h ou 1d)`);
  const timeframe = interval as Timeframe;
  let text: string;
  try {
    text = readJsonText(file);
  } catch (err) {
    throw new KlineFileError(
      file,
      `não foi possível ler o arquivo (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`,
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new KlineFileError(file, `não é JSON válido (${(err as Error).message.split('\n')[0]})`);
  }
  const parsed = klineRowsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new KlineFileError(
      file,
      `layout de linha inválido em [${issue?.path.join('][') ?? ''}]: ${issue?.message ?? ''}`,
    );
  }
  const candles = rowsToCandles(parsed.data, INTERVAL_MS[timeframe]);
  if (candles.length < minCandles)
    throw new KlineFileError(file, `poucos candles: ${candles.length} (mínimo ${minCandles})`);
  for (let i = 1; i < candles.length; i++) {
    if (candles[i]!.openTime <= candles[i - 1]!.openTime)
      throw new KlineFileError(file, `candles fora de ordem na linha ${i}`);
  }
  return { file, symbol, timeframe, candles };
}
