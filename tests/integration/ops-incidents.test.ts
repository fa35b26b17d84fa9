import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlerter, createLogger, type Db } from '@sinais/shared/server';
import { startAlertReceiver } from '../helpers/alert-receiver';
import { beat, engineStatus, healthySetup, setPause } from '../helpers/engine-state';
import { startServerOnTestDb } from '../helpers/stack';
import { postgresUnavailable, reportSkip } from '../helpers/services';

reportSkip(postgresUnavailable, 'alerts per incident and rule episodes');

const BOT_TOKEN = '123456:ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef';
const at = (t0: number, s: number) => new Date(t0 + s * 1000);

/** A Bot API that refuses every message (a bot removed from the operators' chat). */
async function refusingTelegram() {
  const paths: string[] = [];
  const server = createServer((req, res) => {
    paths.push(req.url ?? '');
    req.resume();
    req.on('end', () => {
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: false, error_code: 403, description: 'Forbidden: bot was kicked' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    paths,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function gateway(extra: Record<string, string>) {
  const s = await startServerOnTestDb({
    JWT_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres',
    // The test drives the watch's clock itself: the timer never fires during the test.
    ALERT_CHECK_MS: '3600000',
    ...extra,
  });
  return { s, db: s.application.ctx.db };
}

interface AuditRow {
  action: string;
  target: string;
  details: Record<string, unknown>;
}
const alertAudit = async (db: Db) =>
  db.query<AuditRow>(
    `SELECT action, target, details FROM audit_logs WHERE action LIKE 'alert.%' ORDER BY id`,
  );

describe.skipIf(postgresUnavailable !== null)('alerts per incident', () => {
  let g: Awaited<ReturnType<typeof gateway>>;
  let receiver: Awaited<ReturnType<typeof startAlertReceiver>>;
  let telegram: Awaited<ReturnType<typeof refusingTelegram>>;
  beforeAll(async () => {
    receiver = await startAlertReceiver();
    telegram = await refusingTelegram();
    g = await gateway({
      ALERT_WEBHOOK_URL: receiver.url,
      ALERT_TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      ALERT_TELEGRAM_CHAT_ID: '-100200300',
      TELEGRAM_API_URL: telegram.url,
      ALERT_DEDUP_MINUTES: '30',
      ALERT_MAX_PER_HOUR: '6',
    });
  });
  afterAll(async () => {
    await g?.s.close();
    await receiver?.close();
    await telegram?.close();
  });

  it('one page per outage (the rules CRÍTICO grouped in it), a recovery with its duration, again after a recovery', async () => {
    const { db, s } = g;
    const watch = s.application.opsWatch;
    const t0 = Date.now();
    await healthySetup(db, at(t0, 0));
    await beat(db, at(t0, 0));
    await watch.tick(at(t0, 1)); // first look: up, rules not critical; nothing to say

    // Outage 1: the last beat at t0; noticed 20 s later (3 heartbeats = 15 s).
    await watch.tick(at(t0, 20));
    await watch.tick(at(t0, 25));
    // Back at t0+60.
    await beat(db, at(t0, 60));
    await engineStatus(db, at(t0, 60));
    await watch.tick(at(t0, 61));
    await beat(db, at(t0, 75));
    await watch.tick(at(t0, 76)); // back for 15 s: the recovery goes out
    // Outage 2, four minutes after the first: well inside the 30-minute dedup window. The engine is paused
    // meanwhile: a pause alone silences nothing.
    await setPause(db, true, at(t0, 62));
    await watch.tick(at(t0, 100));
    await beat(db, at(t0, 120));
    await engineStatus(db, at(t0, 120), true);
    await watch.tick(at(t0, 121));
    await beat(db, at(t0, 135));
    await watch.tick(at(t0, 136));

    const kinds = receiver.alerts.map((a) => a.kind);
    expect(kinds).toEqual(['engine_down', 'engine_recovered', 'engine_down', 'engine_recovered']);
    const down = receiver.alerts.filter((a) => a.kind === 'engine_down');
    // Each names its own incident's start, in Brasília time, never an ISO string or "0.01 h".
    expect(down[0]!.message).toMatch(/desde \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}:\d{2}/);
    expect(down[0]!.details.incident_start).toBe(at(t0, 0).toISOString());
    expect(down[1]!.details.incident_start).toBe(at(t0, 75).toISOString());
    // The rules turned CRÍTICO with the engine down: part of the incident, listed, never a page of its own.
    expect(down[0]!.details.causes).toEqual(['engine_down', 'rule_critical']);
    const back = receiver.alerts.filter((a) => a.kind === 'engine_recovered');
    expect(back[0]!.details.duration_s).toBe(60);
    expect(back[0]!.message).toContain('(duração: 1 min)');
    expect(back[0]!.title).toBe('Motor de análise fora do ar: resolvido após 1 min');
    for (const a of receiver.alerts) {
      expect((a as unknown as { text: string }).text).toMatch(/\(horário de Brasília\)$/);
      expect((a as unknown as { text: string }).text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    }

    // The webhook took each alert, Telegram refused it: the audit says exactly that.
    expect(telegram.paths.length).toBe(4);
    expect(telegram.paths.every((p) => p === `/bot${BOT_TOKEN}/sendMessage`)).toBe(true);
    const audit = await alertAudit(db);
    expect(audit.filter((r) => r.action === 'alert.partial')).toHaveLength(4);
    expect(audit.filter((r) => r.target === 'rule_critical')).toEqual([]);
    for (const r of audit.filter((x) => x.action === 'alert.partial')) {
      expect(r.details.delivery).toBe('entregue no webhook; falhou no Telegram (HTTP 403)');
      expect(JSON.stringify(r.details)).not.toContain(BOT_TOKEN);
    }
    await setPause(db, false, at(t0, 130));
  });

  it('reminds while an outage lasts; the hourly cap and a duplicate are audited with why', async () => {
    const { db, s } = g;
    const watch = s.application.opsWatch;
    const t0 = Date.now() + 200_000;
    const before = (await alertAudit(db)).length;
    await beat(db, at(t0, 0));
    await engineStatus(db, at(t0, 0));
    await watch.tick(at(t0, 1));
    await watch.tick(at(t0, 20)); // opened: the 5th alert this hour
    await watch.tick(at(t0, 20 + 29 * 60)); // not yet
    await watch.tick(at(t0, 20 + 30 * 60)); // reminder: the 6th
    await watch.tick(at(t0, 20 + 60 * 60)); // the next reminder meets the cap of 6
    expect(receiver.alerts.slice(4).map((a) => a.kind)).toEqual(['engine_down', 'incident_reminder']);
    const reminder = receiver.alerts[5]!;
    expect(reminder.title).toBe('Incidente em andamento há 30 min 20 s: Motor de análise fora do ar');
    expect(reminder.message).toContain('Próximo lembrete em 30 min enquanto durar.');

    const rows = (await alertAudit(db)).slice(before);
    const capped = rows.filter((r) => r.action === 'alert.suppressed');
    expect(capped.map((r) => r.target)).toEqual(['incident_reminder']);
    expect(capped[0]!.details.why).toBe('limite de 6 alertas por hora deste processo');

    // The same incident's page a second time (another process, a retry): suppressed as a duplicate, audited.
    const alerter = createAlerter(
      db,
      { webhookUrl: receiver.url, dedupMinutes: 30, maxPerHour: 30, pauseHours: 4 },
      createLogger('teste', 'silent'),
      'teste',
    );
    const alert = {
      key: `incident:${at(t0, 0).toISOString()}:opened`,
      kind: 'engine_down' as const,
      severity: 'critical' as const,
      title: 'Motor de análise fora do ar',
      message: 'teste',
    };
    expect(await alerter.notify(alert)).toBe('duplicate');
    const dup = (await alertAudit(db)).at(-1)!;
    expect(dup.action).toBe('alert.suppressed');
    expect(dup.details.why).toMatch(
      /^duplicado: o mesmo alerta deste incidente já saiu às \d{2}:\d{2}:\d{2} \(janela de 30 min\)$/,
    );
  });
});

describe.skipIf(postgresUnavailable !== null)('rule episodes follow the incident', () => {
  let g: Awaited<ReturnType<typeof gateway>>;
  beforeAll(async () => {
    g = await gateway({});
  });
  afterAll(async () => {
    await g?.s.close();
  });

  it('a 60-second pause and a 60-second outage each leave one episode with their real start and end', async () => {
    const { db, s } = g;
    const watch = s.application.opsWatch;
    const t0 = Date.now();
    await healthySetup(db, at(t0, 0));
    /** The engine alive from `from` to `to` (s), a beat and a watch pass every 5 s. */
    const alive = async (from: number, to: number, paused = false) => {
      for (let t = from; t <= to; t += 5) {
        await beat(db, at(t0, t));
        await engineStatus(db, at(t0, t), paused);
        await watch.tick(at(t0, t + 1));
      }
    };
    await alive(0, 20);
    // Paused at t0+30 for 60 s; the engine keeps beating.
    await setPause(db, true, at(t0, 30));
    await alive(30, 85, true);
    await setPause(db, false, at(t0, 90));
    await alive(90, 150);
    // Silent after the beat at t0+150; back at t0+210: a 60-second outage.
    for (let t = 155; t < 210; t += 5) await watch.tick(at(t0, t));
    await alive(210, 240);

    const episodes = await db.query<{
      rule: string;
      cause: string;
      started_at: Date;
      resolved_at: Date | null;
    }>(
      `SELECT rule, details->>'cause' AS cause, started_at, resolved_at FROM immutable_rule_violations ORDER BY id`,
    );
    const of = (rule: string) =>
      episodes
        .filter((e) => e.rule === rule)
        .map((e) => ({
          cause: e.cause,
          start: new Date(e.started_at).toISOString(),
          end: e.resolved_at && new Date(e.resolved_at).toISOString(),
        }));
    const expected = [
      { cause: 'pausa', start: at(t0, 30).toISOString(), end: at(t0, 90).toISOString() },
      { cause: 'motor_fora', start: at(t0, 150).toISOString(), end: at(t0, 210).toISOString() },
    ];
    expect(of('regra_2_analise')).toEqual(expected);
    expect(of('regra_3_fase1')).toEqual(expected);
    // The other rules never left 'ativa'.
    expect(episodes.filter((e) => !['regra_2_analise', 'regra_3_fase1'].includes(e.rule))).toEqual([]);
  });
});
