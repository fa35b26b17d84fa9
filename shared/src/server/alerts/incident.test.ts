import { describe, expect, it } from 'vitest';
import { decideIncident, type ActiveCause, type IncidentCause, type OpenIncident } from './incident';
import { incidentAlert } from './incident-text';

const T0 = Date.parse('2026-11-29T03:00:00.000Z');
const at = (s: number) => new Date(T0 + s * 1000);
const REPEAT_MS = 30 * 60_000;
const engine = (s: number): ActiveCause => ({ cause: 'engine_down', since: at(s) });
const bus = (s: number): ActiveCause => ({ cause: 'bus_down', since: at(s) });
const rules = (s: number): ActiveCause => ({ cause: 'rule_critical', since: at(s) });

/** Runs the decision over a timeline of (second, active causes, silenced?) and keeps every notice. */
function run(
  timeline: Array<[number, ActiveCause[], boolean?]>,
  clearedAt?: Partial<Record<IncidentCause, Date>>,
) {
  let open: OpenIncident | null = null;
  const notices = [];
  for (const [s, active, silenced = false] of timeline) {
    const d = decideIncident(open, {
      active,
      now: at(s),
      repeatMs: REPEAT_MS,
      silenced,
      ...(clearedAt ? { clearedAt } : {}),
    });
    open = d.next;
    if (d.notice) notices.push({ s, ...d.notice });
  }
  return { notices, open };
}

describe('one page per incident', () => {
  it('the engine down and the rules turning CRÍTICO page once, for the engine', () => {
    const { notices } = run([
      [20, [engine(0)]],
      [25, [engine(0), rules(25)]],
      [60, [engine(0), rules(25)]],
    ]);
    expect(notices.map((n) => n.type)).toEqual(['opened']);
    expect(notices[0]!.incident.root).toBe('engine_down');
    expect(notices[0]!.incident.started_at).toBe(at(0).toISOString());
  });

  it('the bus down with the rules CRÍTICO in the same pass pages once, for the bus', () => {
    const { notices, open } = run([[10, [rules(10), bus(8)]]]);
    expect(notices.map((n) => [n.type, n.incident.root])).toEqual([['opened', 'bus_down']]);
    expect(open!.causes).toEqual(['bus_down', 'rule_critical']);
    const alert = incidentAlert(notices[0]!, at(10), {}, 30);
    expect(alert.kind).toBe('bus_down');
    expect(alert.message).toContain('consequência: sem alerta à parte');
  });

  it('the rules in CRÍTICO with no other cause still page; a root cause joining later is one escalation', () => {
    const { notices } = run([
      [0, [rules(0)]],
      [30, [rules(0)]],
      [60, [rules(0), engine(55)]],
      [90, [rules(0), engine(55)]],
    ]);
    expect(notices.map((n) => [n.type, n.incident.root])).toEqual([
      ['opened', 'rule_critical'],
      ['escalated', 'engine_down'],
    ]);
  });
});

describe('reminders and recovery', () => {
  it('reminds every repeat interval while the incident lasts, never before', () => {
    const { notices } = run([
      [20, [engine(0)]],
      [20 + 29 * 60, [engine(0)]],
      [20 + 30 * 60, [engine(0)]],
      [20 + 45 * 60, [engine(0)]],
      [20 + 60 * 60, [engine(0)]],
    ]);
    expect(notices.map((n) => [n.type, n.s])).toEqual([
      ['opened', 20],
      ['reminder', 20 + 30 * 60],
      ['reminder', 20 + 60 * 60],
    ]);
    const reminder = incidentAlert(notices[1]!, at(20 + 30 * 60), {}, 30);
    expect(reminder.key).not.toBe(incidentAlert(notices[2]!, at(20 + 60 * 60), {}, 30).key);
    expect(reminder.title).toBe('Incidente em andamento há 30 min 20 s: Motor de análise fora do ar');
    expect(reminder.message).toContain('Próximo lembrete em 30 min');
  });

  it('recovers once, when the last cause clears, with the incident duration', () => {
    const { notices, open } = run(
      [
        [20, [engine(0)]],
        [100, [engine(0), rules(25)]],
        [200, []],
        [210, []],
      ],
      // The engine's first heartbeat back; the rules, its consequence, cleared at the next evaluation.
      { engine_down: at(192), rule_critical: at(200) },
    );
    expect(open).toBeNull();
    expect(notices.map((n) => n.type)).toEqual(['opened', 'resolved']);
    const alert = incidentAlert(
      notices[1]!,
      at(200),
      { engine: { instanceId: 'motor-a', staleAfterMs: 15_000 } },
      30,
    );
    expect(alert.kind).toBe('engine_recovered');
    expect(alert.severity).toBe('info');
    expect(alert.title).toBe('Motor de análise fora do ar: resolvido após 3 min 12 s');
    expect(alert.message).toMatch(/^O motor motor-a voltou a enviar heartbeats às 29\/11\/2026,? 00:03:12\./);
    expect(alert.message).toContain('(duração: 3 min 12 s)');
    expect(alert.details).toMatchObject({ duration_s: 192, causes: ['engine_down', 'rule_critical'] });
  });

  it('the engine back with the rules still CRÍTICO recovers; the rules page alone only if they outlast 5 min', () => {
    let open: OpenIncident | null = null;
    let lastEndedAt: Date | undefined;
    const step = (s: number, active: ActiveCause[]) => {
      const d = decideIncident(open, {
        active,
        now: at(s),
        repeatMs: REPEAT_MS,
        silenced: false,
        lastEndedAt,
        clearedAt: { engine_down: at(55) },
      });
      if (d.notice?.type === 'resolved') lastEndedAt = d.notice.endedAt;
      open = d.next;
      return d.notice;
    };
    expect(step(20, [engine(0), rules(20)])?.type).toBe('opened');
    const back = step(70, [rules(20)]);
    expect(back).toMatchObject({ type: 'resolved', lingering: ['rule_critical'] });
    const alert = incidentAlert(back!, at(70), {}, 30);
    expect(alert.message).toContain('Ainda ativo: Regras imutáveis em CRÍTICO');
    expect(step(75, [rules(20)])).toBeNull();
    expect(step(70 + 4 * 60, [rules(20)])).toBeNull();
    const alone = step(70 + 5 * 60, [rules(20)]);
    expect(alone).toMatchObject({ type: 'opened', incident: { root: 'rule_critical' } });
  });

  it('a second outage after a recovery is a new incident that pages again', () => {
    const { notices } = run(
      [
        [20, [engine(0)]],
        [60, []],
        [80, [engine(65)]],
      ],
      { engine_down: at(45) },
    );
    expect(notices.map((n) => n.type)).toEqual(['opened', 'resolved', 'opened']);
    expect(notices[2]!.incident.started_at).toBe(at(65).toISOString());
  });

  it('an engine flapping around the limit is one incident: recovery waits until it stayed back 15 s', () => {
    const { notices } = run(
      [
        [20, [engine(0)]],
        [30, []], // back at 28: held
        [35, [engine(33)]], // down again: the same incident, no page
        [60, []], // back at 50: held 10 s
        [66, []], // 16 s: resolved, ended when it came back
      ],
      { engine_down: at(50) },
    );
    expect(notices.map((n) => [n.type, n.s])).toEqual([
      ['opened', 20],
      ['resolved', 66],
    ]);
    expect(notices[1]).toMatchObject({ endedAt: at(50) });
  });
});

describe('silences', () => {
  it('an incident inside a silence is decided as usual but marked unpaged; it pages once the silence ends', () => {
    const { notices } = run([
      [20, [engine(0)], true],
      [20 + 40 * 60, [engine(0)], true],
      [20 + 50 * 60, [engine(0)], false],
      [20 + 55 * 60, [engine(0)], false],
    ]);
    expect(notices.map((n) => [n.type, n.incident.paged])).toEqual([
      ['opened', false],
      ['reminder', false],
      ['opened', true],
    ]);
  });
});
