import { Link } from 'react-router-dom';
import {
  describeGateRule,
  formatDateTime,
  type MemberGateResponse,
  type MemberGateStrategy,
} from '@sinais/shared';
import './gate-notice.css';

const name = (s: MemberGateStrategy) => `${s.strategy} · ${s.timeframe}`;

/** "Última avaliação … · Próxima avaliação …", Brasília time; unknown times are said to be unknown. */
export function GateSchedule({ gate, now }: { gate: MemberGateResponse; now: number }) {
  const next = gate.next_evaluation_at;
  const nextText = !next
    ? 'horário ainda não informado pelo motor'
    : Date.parse(next) < now
      ? `prevista para ${formatDateTime(next)} (ainda não concluída)`
      : formatDateTime(next);
  return (
    <p className="gate-notice__schedule" data-testid="gate-schedule">
      Última avaliação: {gate.evaluated_at ? formatDateTime(gate.evaluated_at) : 'ainda não houve'} · Próxima
      avaliação: {nextText} (horário de Brasília)
    </p>
  );
}

function Measured({ strategies }: { strategies: readonly MemberGateStrategy[] }) {
  return (
    <ul className="gate-notice__list">
      {strategies.map((s) => (
        <li key={name(s)} data-testid="gate-strategy" data-published={s.published}>
          <strong>{name(s)}</strong>
          <span>{s.reason}</span>
        </li>
      ))}
    </ul>
  );
}

/** How the gate judges: the engine's own rule when it reported it, else only what is always true of it. */
const ruleText = (gate: MemberGateResponse) =>
  gate.rule
    ? describeGateRule(gate.rule)
    : 'O portão compara o resultado de cada estratégia, já descontadas as taxas, com o de entradas ao acaso nos mesmos pares, direções, alvos e stops.';

/**
 * What members read when the gate publishes no strategy (issue 20 §7, issue 27 §6): the real reason, as the
 * gateway derives it from the engine's state (the research verdict switching publishing off, no evaluation yet,
 * or no strategy meeting the rule), how the gate judges, what was measured per strategy, and when it was and
 * will be evaluated. When some are published, a short note lists the held-back ones and why. Nothing when the
 * gate is off or unknown (the caller checks).
 */
export function GateNotice({ gate, now }: { gate: MemberGateResponse; now: number }) {
  const held = gate.strategies.filter((s) => !s.published);
  if (held.length < gate.strategies.length)
    return (
      <aside className="gate-note" data-testid="gate-held-note" aria-label="Estratégias retidas pelo portão">
        <p>
          Retidas pelo portão de estratégias (não publicadas): seus sinais ficam fora da lista, do histórico e
          das estatísticas.
        </p>
        <Measured strategies={held} />
      </aside>
    );
  return (
    <section className="gate-notice" data-testid="gate-notice" aria-labelledby="gate-notice-title">
      <h2 id="gate-notice-title">Nenhuma estratégia publicada no momento</h2>
      <p data-testid="gate-reason">{gate.reason}</p>
      <p className="muted" data-testid="gate-rule">
        {ruleText(gate)}
      </p>
      <GateSchedule gate={gate} now={now} />
      {gate.strategies.length > 0 ? (
        <>
          <h3>O que foi medido</h3>
          <Measured strategies={gate.strategies} />
        </>
      ) : null}
      <p className="muted">
        Quer acompanhar os sinais não aprovados mesmo assim? Ative “Ver sinais experimentais” em{' '}
        <Link to="/configuracoes">Configurações</Link>: eles aparecem à parte, marcados, com histórico
        próprio.
      </p>
    </section>
  );
}
