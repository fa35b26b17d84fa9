import { basename } from 'node:path';
import { z } from 'zod';
import { FundingSeries } from '../trading/funding';
import { KlineFileError, readJsonText } from './kline-file';

const NAME = /^([A-Z0-9]+)_funding\.json(\.gz)?$/;

/** Rows of GET /fapi/v1/fundingRate (`fundingTime` ms, `fundingRate` as a decimal string). */
const fundingRowsSchema = z.array(
  z.object({
    fundingTime: z.number().int().nonnegative(),
    fundingRate: z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/)]).transform(Number),
  }),
);

export const isFundingFile = (name: string) => NAME.test(basename(name));

/** `<SYMBOL>_funding.json[.gz]`: the funding settlements a backtest charges or credits while a trade is open. */
export function loadFundingFile(file: string): { symbol: string; series: FundingSeries } {
  const m = NAME.exec(basename(file));
  if (!m) throw new KlineFileError(file, 'nome fora do padrão <SÍMBOLO>_funding.json[.gz]');
  let raw: unknown;
  try {
    raw = JSON.parse(readJsonText(file));
  } catch (err) {
    throw new KlineFileError(file, `não é JSON válido (${(err as Error).message.split('\n')[0]})`);
  }
  const parsed = fundingRowsSchema.safeParse(raw);
  if (!parsed.success)
    throw new KlineFileError(file, 'layout inválido (esperado [{fundingTime, fundingRate}])');
  const rows = [...parsed.data].sort((a, b) => a.fundingTime - b.fundingTime);
  return {
    symbol: m[1]!,
    series: new FundingSeries(
      rows.map((r) => r.fundingTime),
      rows.map((r) => r.fundingRate),
    ),
  };
}
