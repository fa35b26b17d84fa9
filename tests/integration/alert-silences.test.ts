import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertSilencesSchema } from '@sinais/shared';
import type { Db as ServerDb } from '@sinais/shared/server';
import { loginToken } from '../helpers/accounts';
import { startAlertReceiver } from '../helpers/alert-receiver';
import { beat, engineStatus, healthySetup } from '../helpers/engine-state';
import { api } from '../helpers/server';
import { adminEnv, startServerOnTestDb, TEST_ADMIN } from '../helpers/stack';
import { postgresUnavailable, reportSkip } from '../helpers/services';

reportSkip(postgresUnavailable, 'alert silences');

const at = (t0: number, s: number) => new Date(t0 + s * 1000);

describe.skipIf(postgresUnavailable !== null)('a silence (maintenance window) set from the admin', () => {
  let s: Awaited<ReturnType<typeof startServerOnTestDb>>;
  let receiver: Awaited<ReturnType<typeof startAlertReceiver>>;
  let token: string;
  let db: ServerDb;
  beforeAll(async () => {
    receiver = await startAlertReceiver();
    s = await startServerOnTestDb({
      ...adminEnv(),
      ALERT_CHECK_MS: '3600000', // the test drives the watch's clock itself
      ALERT_WEBHOOK_URL: receiver.url,
    });
    db = s.application.ctx.db;
    token = await loginToken(s.url, TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await s?.close();
    await receiver?.close();
  });

  const audit = (action: string) =>
    db.query<{ actor_email: string | null; target: string; details: Record<string, unknown> }>(
      'SELECT actor_email, target, details FROM audit_logs WHERE action = $1 ORDER BY id',
      [action],
    );

  it('refuses a silence without an end, in the past or longer than 7 days, in Portuguese', async () => {
    const post = (body: unknown) => api(s.url, '/api/admin/alert-silences', { token, body });
    const noEnd = await post({ reason: 'troca do Redis' });
    expect(noEnd.status).toBe(400);
    expect(noEnd.body.message).toBe('Informe o fim do silêncio (data e hora).');
    const past = await post({
      reason: 'troca do Redis',
      ends_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('O fim do silêncio deve ser pelo menos 5 minutos no futuro.');
    const tooLong = await post({
      reason: 'troca do Redis',
      ends_at: new Date(Date.now() + 8 * 86_400_000).toISOString(),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Um silêncio pode durar no máximo 7 dias.');
    expect((await api(s.url, '/api/admin/alert-silences', { body: {} })).status).toBe(401);
  });

  it('pages nothing during the window, records each alert as silenced, audits setting and ending it', async () => {
    const t0 = Date.now();
    await healthySetup(db, at(t0, 0));
    await beat(db, at(t0, 0));
    await s.application.opsWatch.tick(at(t0, 1));

    const endsAt = new Date(t0 + 3_600_000).toISOString();
    const created = await api(s.url, '/api/admin/alert-silences', {
      token,
      body: { reason: 'manutenção do banco', ends_at: endsAt },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      reason: 'manutenção do banco',
      ends_at: endsAt,
      state: 'em_vigor',
    });
    const id: number = created.body.data.id;

    // An outage inside the window: decided, recorded, not sent.
    await s.application.opsWatch.tick(at(t0, 20));
    await s.application.opsWatch.tick(at(t0, 25));
    expect(receiver.alerts).toEqual([]);
    const silenced = await audit('alert.silenced');
    expect(silenced.map((r) => r.target)).toEqual(['engine_down']);
    expect(silenced[0]!.details.silence_id).toBe(id);
    expect(silenced[0]!.details.why).toMatch(
      /^silenciado até \d{2}:\d{2}:\d{2} por admin@sinais\.test: manutenção do banco$/,
    );

    // The admin sees the silence and what it held back.
    const list = await api(s.url, '/api/admin/alert-silences', { token });
    const parsed = alertSilencesSchema.parse(list.body.data);
    expect(parsed.silences[0]).toMatchObject({ id, state: 'em_vigor', silenced_count: 1 });
    expect(parsed.silenced_alerts[0]).toMatchObject({ kind: 'engine_down', silence_id: id });

    // Ended early: audited; a second end is a 409; the incident still open pages at the next pass.
    const ended = await api(s.url, `/api/admin/alert-silences/${id}/end`, { token, method: 'POST' });
    expect(ended.status).toBe(200);
    expect(ended.body.data.state).toBe('encerrado');
    const again = await api(s.url, `/api/admin/alert-silences/${id}/end`, { token, method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^Este silêncio já terminou/);
    expect((await api(s.url, '/api/admin/alert-silences/999999/end', { token, method: 'POST' })).status).toBe(
      404,
    );

    const [set] = await audit('alert.silence.create');
    expect(set).toMatchObject({ actor_email: TEST_ADMIN.email, target: `silence:${id}` });
    expect(set!.details).toMatchObject({ reason: 'manutenção do banco', ends_at: endsAt });
    const [cut] = await audit('alert.silence.end');
    expect(cut).toMatchObject({ actor_email: TEST_ADMIN.email, target: `silence:${id}` });

    await s.application.opsWatch.tick(at(t0, 30));
    expect(receiver.alerts.map((a) => a.kind)).toEqual(['engine_down']);
    await beat(db, at(t0, 40));
    await engineStatus(db, at(t0, 40));
    await s.application.opsWatch.tick(at(t0, 41));
    await beat(db, at(t0, 55));
    await s.application.opsWatch.tick(at(t0, 56)); // back for 15 s
    expect(receiver.alerts.map((a) => a.kind)).toEqual(['engine_down', 'engine_recovered']);
  });
});
