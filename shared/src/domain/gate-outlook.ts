import type { GateMode } from '../schemas/gate';
import { gateThresholdText, publishingBlockedWhy } from './gate-text';

/**
 * What real market data (Binance) would publish today, derived from the gate mode the engine reports: the research
 * verdict, the rule and the source in use. Said on the gate page so a demonstration never reads as the real policy.
 */
export function realDataOutlook(mode: GateMode, publishedNow: number): string {
  if (mode.source === 'binance')
    return `Os dados em uso são reais (Binance): hoje ${publishedNow === 1 ? 'é publicada 1 estratégia × timeframe' : `são publicadas ${publishedNow} estratégias × timeframes`}, as marcadas como publicadas abaixo.`;
  const now = mode.source === 'sim' ? 'dados simulados' : 'uma reprodução de dados gravados';
  if (!mode.research)
    return `Em uso: ${now}. O motor não informou o veredito da pesquisa: não dá para dizer o que dados reais publicariam.`;
  const blocked = publishingBlockedWhy(mode.research);
  if (blocked)
    return `Em uso: ${now}. Com dados reais (Binance), hoje nada seria publicado: ${blocked}. Todos os sinais ficariam experimentais.`;
  return mode.rule
    ? `Em uso: ${now}. Com dados reais (Binance), o portão publicaria só as estratégias × timeframes com ${gateThresholdText(mode.rule)}, medida nas operações reais; as decisões abaixo não valem para dados reais.`
    : `Em uso: ${now}. Com dados reais (Binance), o portão decidiria pela sua regra, que o motor não informou.`;
}
