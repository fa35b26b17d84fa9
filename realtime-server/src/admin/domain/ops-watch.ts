import { readEngineControl, type Alerter } from '@sinais/shared/server';
import type { AppContext } from '../../context';
import { readEngineLiveness } from './engine-liveness';
import { evaluateRules } from './immutable-rules';

const RULES_EVERY = 4;

/**
 * What each gateway watches to alert operators when nobody has a page open: the engine going down and
 * coming back, the immutable rules turning CRÍTICO, and a pause lasting longer than ALERT_PAUSE_HOURS.
 * Every change is claimed in alert_state (one gateway wins it), so N gateways send one alert.
 */
export function startOpsWatch(
  ctx: AppContext,
  alerter: Alerter,
  everyMs: number,
): { stop(): void; tick(): Promise<void> } {
  let n = 0;
  let running: Promise<void> | null = null;

  const engine = async () => {
    const live = await readEngineLiveness(ctx.db);
    if (!live.heartbeat) return; // never reported: nothing went down
    const previous = await alerter.transition('engine', live.online ? 'up' : 'down');
    const id = live.heartbeat.instance_id;
    const age = live.ageMs === null ? '—' : `${Math.round(live.ageMs / 1000)} s`;
    if (previous === 'up' && !live.online)
      await alerter.notify({
        key: 'engine_down',
        kind: 'engine_down',
        severity: 'critical',
        title: 'Motor de análise fora do ar',
        message: `Nenhum heartbeat do motor há ${age} (limite: 3 heartbeats, ${live.staleAfterMs / 1000} s). Nenhum par é analisado e nenhum sinal é confirmado.`,
        details: {
          instance_id: id,
          heartbeat_age_ms: live.ageMs,
          last_heartbeat: live.at?.toISOString() ?? null,
        },
      });
    else if (previous === 'down' && live.online)
      await alerter.notify({
        key: 'engine_recovered',
        kind: 'engine_recovered',
        severity: 'info',
        title: 'Motor de análise de volta',
        message: `O motor ${id} voltou a enviar heartbeats.`,
        details: { instance_id: id },
      });
  };

  const rules = async () => {
    const { status, alerts } = await evaluateRules(ctx.db, {
      now: new Date(),
      busHealthy: ctx.bus.isHealthy(),
      realtimeUp: !!ctx.realtime,
    });
    const critical = status.label === 'CRÍTICO';
    const previous = await alerter.transition('rules', critical ? 'critico' : 'ok');
    if (previous === 'ok' && critical)
      await alerter.notify({
        key: 'rules_critical',
        kind: 'rule_critical',
        severity: 'critical',
        title: `Regras imutáveis em CRÍTICO (${status.score_geral.toLocaleString('pt-BR')} %)`,
        message:
          alerts
            .filter((a) => a.tipo === 'critico')
            .map((a) => `• ${a.titulo}: ${a.descricao}`)
            .join('\n') || 'Conformidade geral abaixo de 80 %.',
        details: { score: status.score_geral },
      });
  };

  const pause = async () => {
    const c = await readEngineControl(ctx.db);
    if (!c.paused) return;
    const hours = (Date.now() - Date.parse(c.changed_at)) / 3_600_000;
    if (hours < ctx.config.ALERT_PAUSE_HOURS) return;
    // One alert per pause episode (its version).
    const previous = await alerter.transition(`pause:${c.version}`, 'long');
    if (previous === undefined) return;
    await alerter.notify({
      key: `long_pause:${c.version}`,
      kind: 'long_pause',
      severity: 'warning',
      title: `Motor pausado há mais de ${ctx.config.ALERT_PAUSE_HOURS} h`,
      message: `Pausado por ${c.actor_email ?? 'sistema'} em ${c.changed_at}: ${c.reason ?? 'sem motivo'}. Nenhum sinal novo chega aos membros.`,
      details: { paused_by: c.actor_email, since: c.changed_at, reason: c.reason, until: c.paused_until },
    });
  };

  const tick = () => {
    running ??= (async () => {
      const checks = [engine(), pause()];
      if (n++ % RULES_EVERY === 0) checks.push(rules());
      for (const r of await Promise.allSettled(checks))
        if (r.status === 'rejected') ctx.logger.warn({ err: r.reason }, 'verificação de alertas falhou');
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), tick };
}
