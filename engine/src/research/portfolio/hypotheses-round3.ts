import { withBetaHedge } from '../../strategies/rules/beta-hedge';
import { donchianRule } from '../../strategies/rules/breakout';
import { DAILY_EXITS } from '../../strategies/rules/exit-plans';
import { withFundingFilter } from '../../strategies/rules/funding-filter';
import { tsmomRule } from '../../strategies/rules/tsmom';
import { withVolSizing } from '../../strategies/rules/vol-sizing';
import { fundingBasketRule, xsLongShortRule } from '../../strategies/rules/xs-basket';
import type { Hypothesis } from '../variant-record';

/** Fraction of capital per trade of the families of rounds 1–2 (and their volatility-managed base). */
export const OLD_FAMILY_SIZE = 1 / 8;

/** The six hypotheses of round 3 (engine/research/preregistro-rodada-3.md), in the order they were registered. */
export const ROUND3_GROUPS = [
  { id: 'r3_xs_ls', label: '1. cesta long/short entre pares (`xs_ls`)' },
  { id: 'r3_xs_ls_vm', label: '2. a mesma cesta com tamanho pela volatilidade (`xs_ls…vm`)' },
  { id: 'r3_xs_resid_h', label: '3. cesta pelo retorno residual ao BTC, com hedge (`xs_resid…h`)' },
  { id: 'r3_vol', label: '4. volatilidade nas famílias já testadas (`…vm`)' },
  { id: 'r3_hedge', label: '5. hedge de beta nas famílias já testadas (`…h`)' },
  { id: 'r3_funding', label: '6. funding como regime (`…f`, `funding_basket`)' },
] as const;
export type Round3Group = (typeof ROUND3_GROUPS)[number]['id'];

export interface Round3Hypothesis {
  group: Round3Group;
  rule: Hypothesis;
}

const sides = ['momentum', 'reversal'] as const;
const tsmom = (lookback: number, exitId: 't7' | 'trail3', btc: boolean) =>
  tsmomRule({ lookback, z: 0.5, exits: DAILY_EXITS[exitId]!, exitId, btc });

/** The 44 variants of round 3, fixed by the pre-registration before the first run. */
export function round3Hypotheses(): Round3Hypothesis[] {
  const out: Round3Hypothesis[] = [];
  const add = (group: Round3Group, rule: Hypothesis) => out.push({ group, rule });
  for (const vm of [false, true])
    for (const side of sides)
      for (const lookback of [7, 28])
        for (const q of [3, 5])
          add(vm ? 'r3_xs_ls_vm' : 'r3_xs_ls', xsLongShortRule({ side, lookback, q, vm }));
  for (const side of sides)
    for (const lookback of [7, 28])
      add('r3_xs_resid_h', xsLongShortRule({ side, lookback, q: 3, resid: true }));
  for (const lookback of [7, 28])
    for (const exitId of ['t7', 'trail3'] as const)
      for (const btc of [false, true])
        add('r3_vol', withVolSizing(tsmom(lookback, exitId, btc), OLD_FAMILY_SIZE));
  for (const bars of [20, 55])
    add(
      'r3_vol',
      withVolSizing(
        donchianRule({ bars, exits: DAILY_EXITS.trail3!, exitId: 'trail3', btc: false }),
        OLD_FAMILY_SIZE,
      ),
    );
  for (const lookback of [7, 28])
    for (const exitId of ['t7', 'trail3'] as const)
      add('r3_hedge', withBetaHedge(tsmom(lookback, exitId, false)));
  for (const lookback of [7, 28])
    for (const exitId of ['t7', 'trail3'] as const)
      add('r3_funding', withFundingFilter(tsmom(lookback, exitId, false)));
  for (const side of sides)
    for (const lookback of [7, 28])
      add('r3_funding', xsLongShortRule({ side, lookback, q: 3, funding: { low: 20, high: 80 } }));
  add('r3_funding', fundingBasketRule({ low: 20, high: 80 }));
  add('r3_funding', fundingBasketRule({ low: 10, high: 90 }));
  return out;
}
