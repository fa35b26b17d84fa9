/**
 * REST throughput with autocannon against one gateway process (production settings, real PostgreSQL and
 * Redis): GET /api/status, GET /api/unified/signals/confirmed (200 confirmed signals in the 24 h window) and
 * POST /api/auth/login (argon2id verify on every request). BENCH_REST_S seconds each (default 8).
 */
import autocannon from 'autocannon';
import type { BenchFigure, BenchResult } from '../bench';
import { confirmNewSignal } from '@sinais/shared/testing/server';
import { startBenchGateway } from './bench-gateway';

const SECONDS = Number(process.env.BENCH_REST_S ?? 8);

export async function run(): Promise<BenchResult> {
  const g = await startBenchGateway({
    LOGIN_MAX_PER_IP: '100000000',
    LOGIN_MAX_FAILS_PER_ACCOUNT: '100000000',
  });
  try {
    for (let i = 0; i < 200; i++) await confirmNewSignal(g.db, null, { symbol: `B${i}USDT` });
    const user = { username: 'bench', email: 'bench@example.com', password: 'senha-do-bench-123' };
    const reg = await fetch(`${g.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(user),
    });
    if (reg.status !== 201) throw new Error(`cadastro do bench falhou: ${reg.status}`);

    const figures: BenchFigure[] = [];
    const measure = async (name: string, opts: Parameters<typeof autocannon>[0], target: string) => {
      await autocannon({ ...opts, duration: 1 }); // warm-up (JIT, pools)
      const r = await autocannon({ ...opts, duration: SECONDS });
      figures.push(
        { name: `${name}: req/s (média)`, value: Math.round(r.requests.average), unit: 'req/s', target },
        { name: `${name}: latência p50`, value: r.latency.p50, unit: 'ms' },
        { name: `${name}: latência p99`, value: r.latency.p99, unit: 'ms' },
        { name: `${name}: respostas não-2xx + erros`, value: r.non2xx + r.errors + r.timeouts },
      );
    };
    await measure(
      'GET /api/status',
      { url: `${g.url}/api/status`, connections: 20 },
      'registrar (sem meta no issue)',
    );
    await measure(
      'GET /api/unified/signals/confirmed (200 sinais)',
      { url: `${g.url}/api/unified/signals/confirmed`, connections: 20 },
      'registrar (sem meta no issue)',
    );
    await measure(
      'POST /api/auth/login (argon2id)',
      {
        url: `${g.url}/api/auth/login`,
        method: 'POST',
        connections: 8,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: user.password }),
      },
      'registrar (custo do argon2id é proposital)',
    );
    return {
      title: 'REST (autocannon, um processo de gateway)',
      figures,
      notes: [
        `autocannon ${SECONDS} s por rota após 1 s de aquecimento; 20 conexões (login: 8); gateway com NODE_ENV=production, PostgreSQL e Redis reais na mesma máquina (2 núcleos compartilhados com o autocannon).`,
        'O login verifica argon2id a cada requisição: o limite é CPU por desenho (resistência a força bruta), não um gargalo a remover.',
      ],
    };
  } finally {
    await g.close();
  }
}
