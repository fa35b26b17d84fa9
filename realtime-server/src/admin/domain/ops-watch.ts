import { formatDateTime, formatElapsed } from '@sinais/shared';
import { createIncidentPager, readEngineControl, type Alerter } from '@sinais/shared/server';
import type { AdminDeps } from './deps';
import { readEngineLiveness, type EngineLiveness } from '../../platform/engine-liveness';
import type { RulesEvaluation } from './immutable-rules';
import { incidentContext, recordBus, recordEngine, recordRules } from './incident-watch';
import type { RulesCheck } from './rules-check';

/** Without a state change, the rules are still evaluated (and a trend point recorded) this often. */
const RULES_EVERY_MS = 60_000;

export interface OpsWatch {
  stop(): void;
  /** One pass; `now` is injectable so tests drive time. */
  tick(now?: Date): Promise<void>;
}

type WatchDeps = Pick<AdminDeps, 'db' | 'bus' | 'logger' | 'config'>;

/** The engine's liveness, recorded for the incident pager; null when it never reported (nothing went down). */
async function watchEngine(ctx: WatchDeps, alerter: Alerter, now: Date) {
  const live = await readEngineLiveness(ctx.db, now.getTime());
  if (!live.heartbeat) return null;
  await recordEngine(alerter, live);
  return live;
}

/** A pause lasting longer than ALERT_PAUSE_HOURS: one alert per pause episode (its version). */
async function watchPause(ctx: WatchDeps, alerter: Alerter, now: Date) {
  const c = await readEngineControl(ctx.db);
  if (!c.paused) return false;
  const pausedMs = now.getTime() - Date.parse(c.changed_at);
  if (pausedMs < ctx.config.ALERT_PAUSE_HOURS * 3_600_000) return true;
  const t = await alerter.transition(`pause:${c.version}`, 'long');
  if (t === undefined) return true;
  const limit = formatElapsed(ctx.config.ALERT_PAUSE_HOURS * 3_600_000);
  await alerter.notify(
    {
      key: `long_pause:${c.version}`,
      kind: 'long_pause',
      severity: 'warning',
      title: `Motor pausado há mais de ${limit}`,
      message: `Pausado por ${c.actor_email ?? 'sistema'} em ${formatDateTime(c.changed_at, true)} (há ${formatElapsed(pausedMs)}): ${c.reason ?? 'sem motivo'}. Nenhum sinal novo chega aos membros.`,
      details: { paused_by: c.actor_email, since: c.changed_at, reason: c.reason, until: c.paused_until },
    },
    { now },
  );
  return true;
}

/**
 * What each gateway watches to alert operators when nobody has a page open: the engine, this gateway's bus and
 * the immutable rules, grouped into one incident by the pager (one page, reminders, one recovery with its
 * duration; docs/engine.md "Alertas"), and a pause lasting longer than ALERT_PAUSE_HOURS. Every change is
 * claimed in alert_state (one gateway wins it), so N gateways send one alert. The same state changes (engine up/down, pause, bus) drive the rules evaluation, so a rule
 * episode opens and closes with the incident, at its real start and end.
 */
export function startOpsWatch(
  ctx: WatchDeps,
  alerter: Alerter,
  rules: RulesCheck,
  everyMs: number,
): OpsWatch {
  let running: Promise<void> | null = null;
  let lastSignature = '';
  let lastRulesAt = 0;
  let lastRules: RulesEvaluation | null = null;
  const pager = createIncidentPager(ctx.db, alerter, ctx.config.ALERT_REPEAT_MINUTES);

  const pass = async (now: Date) => {
    const [e, p] = await Promise.allSettled([watchEngine(ctx, alerter, now), watchPause(ctx, alerter, now)]);
    for (const r of [e, p])
      if (r.status === 'rejected') ctx.logger.warn({ err: r.reason }, 'verificação de alertas falhou');
    const busHealthy = ctx.bus.isHealthy();
    await recordBus(alerter, busHealthy, now).catch((err: unknown) =>
      ctx.logger.warn({ err }, 'registro do estado do barramento falhou'),
    );
    const live: EngineLiveness | null = e.status === 'fulfilled' ? e.value : null;
    const signature = [
      e.status === 'fulfilled' ? (live ? live.online : 'nunca') : '?',
      p.status === 'fulfilled' ? p.value : '?',
      busHealthy,
    ].join('|');
    const changed = signature !== lastSignature;
    if (changed || now.getTime() - lastRulesAt >= RULES_EVERY_MS) {
      lastSignature = signature;
      // A state change records a trend point now; otherwise once a minute.
      await rules
        .evaluate(now, changed)
        .then((evaluation) => {
          lastRulesAt = now.getTime();
          lastRules = evaluation;
          return recordRules(alerter, evaluation, now);
        })
        .catch((err: unknown) => ctx.logger.warn({ err }, 'verificação das regras falhou'));
    }
    await pager
      .step(now, incidentContext(live, lastRules))
      .catch((err: unknown) => ctx.logger.warn({ err }, 'decisão do incidente falhou'));
  };

  const tick = (now = new Date()) => {
    running ??= pass(now).finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), tick };
}
