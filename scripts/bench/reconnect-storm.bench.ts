/**
 * Reconnect storm: BENCH_STORM_CLIENTS (default 1,000) members on one gateway process; the gateway restarts
 * (SIGTERM, then started again on the same port) and we time until every client is connected again and has
 * finished its `signals:sync` catch-up. A signal committed while the gateway is down must reach everyone.
 */
import type { BenchResult } from '../bench';
import { confirmNewSignal } from '@sinais/shared/testing/server';
import { io, type Socket } from 'socket.io-client';
import { connectSignalClient, waitUntil, type SignalClient } from '@sinais/shared/testing/server';
import { startBenchGateway } from './bench-gateway';

const CLIENTS = Number(process.env.BENCH_STORM_CLIENTS ?? 1000);

export async function run(): Promise<BenchResult> {
  const g = await startBenchGateway({ LOGIN_MAX_PER_IP: '100000' });
  const clients: SignalClient<Socket>[] = [];
  try {
    const user = { username: 'tempestade', email: 'storm@example.com', password: 'senha-do-bench-123' };
    await fetch(`${g.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(user),
    });
    const login = await fetch(`${g.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    const token = ((await login.json()) as { token: string }).token;
    // Clients start from a known position (seq > 0), as the web app does after its first snapshot.
    await confirmNewSignal(g.db, null, { symbol: 'ANTESUSDT' });
    for (let i = 0; i < CLIENTS; i++) {
      clients.push(connectSignalClient((u, o) => io(u, o), g.url, { token }));
      if (i % 100 === 99) await new Promise((r) => setTimeout(r, 100));
    }
    const ready = () => clients.every((c) => c.socket.connected && !c.stream.isSyncing);
    await waitUntil(ready, 120_000, 'clientes conectados');
    const firstConnects = clients.length;

    const stopAt = Date.now();
    await g.stop();
    const seq = await confirmNewSignal(g.db, null, { symbol: 'STORMUSDT' });
    await g.start();
    const upAt = Date.now();
    await waitUntil(
      () => clients.every((c) => !c.socket.connected) === false && ready(),
      120_000,
      'reconexão',
    );
    const allBackMs = Date.now() - upAt;
    await waitUntil(
      () => clients.every((c) => c.signals.some((e) => Number(e.id) === seq)),
      30_000,
      'sinal do intervalo',
    );
    const gapDeliveredMs = Date.now() - upAt;
    return {
      title: 'Tempestade de reconexão (reinício de um gateway)',
      figures: [
        { name: 'clientes', value: firstConnects },
        {
          name: 'todos de volta e sincronizados após o gateway voltar',
          value: (allBackMs / 1000).toFixed(1),
          unit: 's',
          target: '≤ 15 s',
        },
        {
          name: 'sinal gravado durante a queda entregue a todos',
          value: (gapDeliveredMs / 1000).toFixed(1),
          unit: 's',
        },
        {
          name: 'gateway fora do ar (SIGTERM → de pé de novo)',
          value: ((upAt - stopAt) / 1000).toFixed(1),
          unit: 's',
        },
      ],
      notes: [
        `${firstConnects} clientes Socket.IO (websocket, reconexão 100–500 ms como no app) no mesmo processo do bench; o gateway é um processo à parte com PostgreSQL e Redis reais.`,
        'O tempo de "de pé de novo" inclui o carregamento do gateway pelo tsx; o número que conta é o de reconexão depois que ele volta.',
      ],
    };
  } finally {
    for (const c of clients) c.close();
    await g.close();
  }
}
