import { describeGateRule, publishingBlockedWhy, realDataOutlook, type GateMode } from '@sinais/shared';
import { Panel } from '@/components/admin/console';

/** Who sees what the gate does not publish (members opt in under Configurações). */
export const EXPERIMENTAL_AUDIENCE =
  'administradores e membros que ativaram “Ver sinais experimentais” em Configurações';

/**
 * The rule as the engine applies it (its thresholds come with the gate mode) and the research verdict that must
 * allow publishing first: the page describes the real rule, never a fixed claim.
 */
export function GateRulePanel({ mode, publishedNow }: { mode: GateMode; publishedNow: number }) {
  const blocked = mode.research ? publishingBlockedWhy(mode.research) : null;
  return (
    <Panel title="Regra do portão">
      <p className="ac-muted" data-testid="gate-rule">
        {mode.rule
          ? describeGateRule(mode.rule)
          : 'O motor em execução não informou a regra do portão (versão anterior à que a reporta).'}
      </p>
      <p data-testid="gate-research" className={blocked ? 'ac-sell' : 'ac-muted'}>
        {!mode.research
          ? 'O motor em execução não informou o veredito da pesquisa.'
          : blocked
            ? `Veredito da pesquisa: publicação desligada — ${blocked}. Nenhuma estratégia é publicada, qualquer que seja a probabilidade medida.`
            : 'Veredito da pesquisa: um método foi aprovado e o portão mostrou valor nos dados de treino; a regra acima decide o que é publicado.'}
      </p>
      <p data-testid="gate-real-data">{realDataOutlook(mode, publishedNow)}</p>
    </Panel>
  );
}
