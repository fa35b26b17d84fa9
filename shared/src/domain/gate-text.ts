import type { GateRule, ResearchVerdict } from '../schemas/gate';

const pct = (p: number) => `${Math.round(p * 100)}%`;

/** Whether the research verdict lets the gate publish anything at all. */
export const publishingAllowed = (v: ResearchVerdict): boolean => v.method_adopted && v.gate_ships;

/**
 * Why the research verdict switches publishing off ("a pesquisa não aprovou nenhum método … e …"), or null
 * when it allows publishing.
 */
export function publishingBlockedWhy(v: ResearchVerdict): string | null {
  if (publishingAllowed(v)) return null;
  const parts: string[] = [];
  if (!v.method_adopted)
    parts.push('a pesquisa não aprovou nenhum método (nenhum passou na regra de aceitação fora da amostra)');
  if (!v.gate_ships)
    parts.push(
      'o portão não mostrou valor nos dados de treino (com ele o registro não superou o registro sem portão nem as entradas aleatórias)',
    );
  return parts.join(' e ');
}

/** The gate rule in one short pt-BR sentence: "probabilidade de vantagem de pelo menos 90% …". */
export function gateThresholdText(rule: GateRule): string {
  return `probabilidade de vantagem de pelo menos ${pct(rule.publish_prob)} para publicar, mantida até cair abaixo de ${pct(rule.keep_prob)}`;
}

/** How the gate judges a strategy, in full (member notice and admin page). */
export function describeGateRule(rule: GateRule): string {
  return (
    `O portão lê as operações encerradas de cada estratégia nos últimos ${rule.window_days} dias (no mínimo ` +
    `${rule.min_trades} operações em ${rule.min_weeks} semanas e ${rule.min_history_days} dias de histórico), já ` +
    'descontadas as taxas, e as compara com entradas ao acaso nos mesmos pares, direções, alvos e stops. As médias ' +
    'semanais do resultado líquido e do excesso sobre as entradas ao acaso são descontadas pela incerteza ' +
    '(encolhidas para zero) e dão a probabilidade de vantagem: a de as duas serem positivas. Uma estratégia é ' +
    `publicada quando essa probabilidade chega a ${pct(rule.publish_prob)} e continua publicada até cair abaixo ` +
    `de ${pct(rule.keep_prob)}.`
  );
}
