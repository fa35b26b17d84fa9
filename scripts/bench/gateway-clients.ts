/** The load generator (protocol clients in worker threads) and the two measurements made with it. */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { CLIENT_CPUS, HERE, PIN, pct, sleep, type GatewayBenchOptions } from './gateway-setup';
import type { Server } from './gateway-server';

type Msg = { cmd: string; [k: string]: unknown };
function ask(w: Worker, cmd: string, expect?: string): Promise<Msg> {
  return new Promise((resolve) => {
    if (expect) {
      const on = (m: Msg) => {
        if (m.cmd === expect) {
          w.off('message', on);
          resolve(m);
        }
      };
      w.on('message', on);
    }
    w.postMessage({ cmd });
    if (!expect) resolve({ cmd });
  });
}

/** The load generator: cheap protocol clients in worker threads pinned off the server's CPU. */
async function connectClients(o: GatewayBenchOptions, server: Server, token: string) {
  const per = Math.ceil(o.clients / o.workers);
  const workers = Array.from(
    { length: o.workers },
    (_, i) =>
      new Worker(join(HERE, 'clients.worker.mjs'), {
        workerData: {
          kind: server.kind === 'gateway' ? 'socketio' : 'ws',
          url: server.url,
          token,
          count: Math.max(0, Math.min(per, o.clients - i * per)),
          eventType: 'signal:confirmed',
          connectBatch: 100,
          pin: PIN ? CLIENT_CPUS : null,
        },
      }),
  );
  const conn = await Promise.all(workers.map((w) => ask(w, 'connect', 'connected')));
  const connected = conn.reduce((a, m) => a + (m.connected as number), 0);
  const all = (cmd: string, expect?: string) => Promise.all(workers.map((w) => ask(w, cmd, expect)));
  return {
    connected,
    /** Deliveries since the last `measure`, and when the last one arrived. */
    async count() {
      const rep = await all('count', 'count');
      return {
        received: rep.reduce((a, m) => a + (m.received as number), 0),
        lastAt: Math.max(...rep.map((m) => m.lastAt as number)),
      };
    },
    measure: () => all('measure'),
    async report() {
      const rep = await all('report', 'report');
      const bad = rep.reduce((a, m) => a + (m.bad as number), 0);
      if (bad > 0) throw new Error(`${server.kind}: ${bad} entregas conferidas com ts lido errado`);
      return {
        latencies: rep.flatMap((m) => m.latencies as number[]),
        received: rep.reduce((a, m) => a + (m.received as number), 0),
      };
    },
    async close() {
      await all('close', 'closed');
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
type Clients = Awaited<ReturnType<typeof connectClients>>;

/** Waits until `expected` deliveries arrived, or until nothing arrives for a while. */
async function waitDeliveries(clients: Clients, expected: number) {
  let last = { received: 0, lastAt: 0 };
  for (let stalled = 0; last.received < expected && stalled < 40;) {
    await sleep(50);
    const now = await clients.count();
    stalled = now.received === last.received ? stalled + 1 : 0;
    last = now;
  }
  return last;
}

export interface CpuRun {
  usPerDelivery: number;
  busy: number;
  perS: number;
  deliveries: number;
  expected: number;
}

export async function cpuRun(
  o: GatewayBenchOptions,
  server: Server,
  token: string,
  publish: () => Promise<void>,
): Promise<CpuRun> {
  const clients = await connectClients(o, server, token);
  try {
    await sleep(300);
    // Warm-up, not measured: cold code paths (JIT) on both sides.
    await clients.measure();
    for (let i = 0; i < o.warmupEvents; i++) await publish();
    await waitDeliveries(clients, o.warmupEvents * clients.connected);
    await clients.measure();
    const c0 = await server.cpu();
    const t0 = Date.now();
    for (let i = 0; i < o.burstEvents; i++) await publish();
    const expected = o.burstEvents * clients.connected;
    const got = await waitDeliveries(clients, expected);
    const c1 = await server.cpu();
    const cpuUs = c1.userUs + c1.systemUs - (c0.userUs + c0.systemUs);
    const wallMs = Math.max(1, got.lastAt - t0);
    return {
      usPerDelivery: cpuUs / Math.max(1, got.received),
      busy: cpuUs / 1000 / wallMs,
      perS: got.received / (wallMs / 1000),
      deliveries: got.received,
      expected,
    };
  } finally {
    await clients.close();
  }
}

export interface SweepPoint {
  rate: number;
  events: number;
  p50: number;
  p99: number;
  max: number;
  deliveries: number;
  expected: number;
}

export async function latencySweep(
  o: GatewayBenchOptions,
  server: Server,
  token: string,
  publish: () => Promise<void>,
): Promise<SweepPoint[]> {
  const clients = await connectClients(o, server, token);
  try {
    await sleep(300);
    for (let i = 0; i < o.warmupEvents; i++) await publish();
    await waitDeliveries(clients, o.warmupEvents * clients.connected);
    const points: SweepPoint[] = [];
    for (const { rate, events } of o.sweep) {
      await clients.measure();
      const start = Date.now();
      for (let i = 0; i < events; i++) {
        await publish();
        // Paced against the start, so a slow publish does not lower the rate.
        const due = start + ((i + 1) * 1000) / rate - Date.now();
        if (due > 0) await sleep(due);
      }
      await waitDeliveries(clients, events * clients.connected);
      const { latencies, received } = await clients.report();
      const s = latencies.sort((a, b) => a - b);
      points.push({
        rate,
        events,
        p50: pct(s, 50),
        p99: pct(s, 99),
        max: s.at(-1) ?? NaN,
        deliveries: received,
        expected: events * clients.connected,
      });
    }
    return points;
  } finally {
    await clients.close();
  }
}
