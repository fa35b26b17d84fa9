/**
 * Issue 28, B1: another user's sign-in while one account floods `PUT /api/account/profile` with wrong
 * passwords, 16 requests in flight at all times. The gateway runs in this process on the embedded store, with
 * the limits raised so the flood keeps reaching argon2 (the measure is the hashing slots, not the limiter that
 * would otherwise stop the flood after a few guesses). p50/p99 of 60 sign-ins, idle and under the flood.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApplication, loadGatewayConfig } from '@sinais/realtime-server';
import { createLogger } from '@sinais/shared/server';
import type { BenchResult } from '../bench';

const LOGINS = Number(process.env.BENCH_FLOOD_LOGINS ?? 60);
const FLOOD = 16;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
};
const r0 = (n: number) => Math.round(n);

export async function run(): Promise<BenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-flood-'));
  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-segredo-com-mais-de-32-caracteres!!',
    LOGIN_MAX_PER_IP: '1000000',
    LOGIN_MAX_FAILS_PER_IP: '1000000',
    REGISTER_MAX_PER_IP: '1000',
    PASSWORD_CONFIRM_MAX_FAILS: '1000000',
  });
  const app = await createApplication(config, { logger: createLogger('bench', 'silent') });
  const base = `http://127.0.0.1:${await app.listen(0, '127.0.0.1')}`;
  const post = (path: string, body: unknown, method = 'POST', token?: string) =>
    fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const account = async (name: string) => {
    const u = { username: name, email: `${name}@bench.test`, password: 'senha-do-bench-123' };
    await (await post('/api/auth/register', u)).arrayBuffer();
    const res = await post('/api/auth/login', { email: u.email, password: u.password });
    return { ...u, token: ((await res.json()) as { token: string }).token };
  };
  try {
    const attacker = await account('atacante');
    const victim = await account('vitima');
    const signIns = async () => {
      const times: number[] = [];
      for (let i = 0; i < LOGINS; i++) {
        const t = performance.now();
        const res = await post('/api/auth/login', { email: victim.email, password: victim.password });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`login da vítima: ${res.status}`);
        times.push(performance.now() - t);
      }
      return times;
    };
    await signIns(); // warm-up
    const idle = await signIns();

    let flooding = true;
    let guesses = 0;
    const guess = async () => {
      while (flooding) {
        const res = await post(
          '/api/account/profile',
          { nome: 'Atacante', email: attacker.email, senha: `errada-${guesses}` },
          'PUT',
          attacker.token,
        );
        await res.arrayBuffer();
        if (res.status !== 400) throw new Error(`palpite: ${res.status}`);
        guesses += 1;
      }
    };
    const flood = Array.from({ length: FLOOD }, guess);
    const t0 = performance.now();
    const loaded = await signIns();
    const floodS = (performance.now() - t0) / 1000;
    const answered = guesses;
    flooding = false;
    await Promise.all(flood);

    const ratio = pct(loaded, 99) / pct(idle, 99);
    return {
      title: 'Login de outro usuário sob enxurrada de senhas erradas (issue 28, B1)',
      figures: [
        { name: 'login ocioso p50 / p99', value: `${r0(pct(idle, 50))} / ${r0(pct(idle, 99))}`, unit: 'ms' },
        {
          name: `login sob ${FLOOD} palpites simultâneos p50 / p99`,
          value: `${r0(pct(loaded, 50))} / ${r0(pct(loaded, 99))}`,
          unit: 'ms',
        },
        { name: 'p99 sob enxurrada ÷ p99 ocioso', value: Math.round(ratio * 100) / 100, target: '≤ 2' },
        {
          name: 'palpites respondidos durante a medida',
          value: Math.round((answered / floodS) * 10) / 10,
          unit: '/s',
        },
      ],
      notes: [
        `${LOGINS} logins da vítima em série, em cada fase; o atacante mantém ${FLOOD} PUT /api/account/profile com senha errada em voo (limites desligados para que todos cheguem ao argon2).`,
        'Antes (sessão 33, mesma máquina, sem vagas nem pausa): ocioso p99 263 ms; sob a enxurrada p50 2.050 ms e p99 4.913 ms (18,7×), 7,6 palpites/s.',
        'argon2 passa por 2 vagas e as confirmações de uma conta rodam uma por vez (auth/domain/password-slots.ts): a enxurrada ocupa uma vaga, o login da vítima usa a outra; após cada senha errada a conta espera 1 s (PASSWORD_CONFIRM_FAIL_HOLD_MS).',
      ],
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
