/**
 * Real-time fan-out: N concurrent clients (BENCH_CLIENTS, default 5,000) on ONE gateway process with the
 * Redis bus, events published on the bus by this process, delivery latency (publish → client) p50/p99 and
 * deliveries per second; then the same load on a bare `ws` broadcast server fed by the same Redis channel,
 * as the reference. The servers run alone in child processes and the clients in worker threads, so the
 * measured process is the server. Each event is a full `signal:confirmed` envelope (about 1.3 kB) sent
 * to the members room, in seq order, as the engine publishes it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { makeEnvelope } from '@sinais/shared';
import { createRedisBus } from '@sinais/shared/server';
import type { BenchResult } from '../bench';
import { makeSignal } from '../../tests/helpers/signals';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 5000);
const WORKERS = Number(process.env.BENCH_CLIENT_WORKERS ?? 2);
const LATENCY_EVENTS = Number(process.env.BENCH_LATENCY_EVENTS ?? 20);
const LATENCY_RATE = Number(process.env.BENCH_LATENCY_RATE ?? 2); // events/s
const BURST_EVENTS = Number(process.env.BENCH_BURST_EVENTS ?? 60);
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const JWT_SECRET = 'segredo-do-benchmark-com-mais-de-32-caracteres';
const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const pct = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Phase {
  connected: number;
  failed: number;
  connectS: number;
  p50: number;
  p99: number;
  max: number;
  latencyDeliveries: number;
  latencyExpected: number;
  burstPerS: number;
  burstDeliveries: number;
  burstExpected: number;
}

function startServer(
  kind: 'gateway' | 'ws',
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(HERE, 'servers.child.ts'), kind], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /READY (\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.once('exit', (code) => reject(new Error(`servidor ${kind} saiu com código ${code}`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

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

async function measure(
  kind: 'socketio' | 'ws',
  url: string,
  token: string,
  publish: (seq: number) => Promise<void>,
  seqStart: number,
): Promise<Phase> {
  const per = Math.ceil(CLIENTS / WORKERS);
  const workers = Array.from(
    { length: WORKERS },
    (_, i) =>
      new Worker(join(HERE, 'clients.worker.mjs'), {
        workerData: {
          kind,
          url,
          token,
          count: Math.max(0, Math.min(per, CLIENTS - i * per)),
          eventType: 'signal:confirmed',
          connectBatch: 100,
        },
      }),
  );
  const t0 = Date.now();
  const conn = await Promise.all(workers.map((w) => ask(w, 'connect', 'connected')));
  const connectS = (Date.now() - t0) / 1000;
  const dbg = (m: string) => process.env.BENCH_DEBUG && process.stderr.write(`  [${kind}] ${m}\n`);
  dbg(`conectados em ${connectS}s: ${JSON.stringify(conn.map((c) => [c.connected, c.failed]))}`);
  const connected = conn.reduce((a, m) => a + (m.connected as number), 0);
  const failed = conn.reduce((a, m) => a + (m.failed as number), 0);
  await sleep(1000);

  let seq = seqStart;
  // Phase 1, latency: a steady rate well under capacity.
  await Promise.all(workers.map((w) => ask(w, 'measure')));
  for (let i = 0; i < LATENCY_EVENTS; i++) {
    await publish(++seq);
    await sleep(1000 / LATENCY_RATE);
  }
  await sleep(2000);
  const lat = await Promise.all(workers.map((w) => ask(w, 'report', 'report')));
  const samples = lat.flatMap((m) => m.latencies as number[]).sort((a, b) => a - b);
  const latencyDeliveries = lat.reduce((a, m) => a + (m.received as number), 0);
  dbg(`latência: ${latencyDeliveries} entregas`);

  // Phase 2, throughput: a burst published back to back; deliveries / (last delivery - first publish).
  await Promise.all(workers.map((w) => ask(w, 'measure')));
  const b0 = Date.now();
  for (let i = 0; i < BURST_EVENTS; i++) await publish(++seq);
  const expected = BURST_EVENTS * connected;
  let rep: Msg[] = [];
  let burstDeliveries = 0;
  let stalled = 0;
  for (let waited = 0; waited < 60_000 && burstDeliveries < expected && stalled < 6; waited += 250) {
    await sleep(250);
    rep = await Promise.all(workers.map((w) => ask(w, 'count', 'count')));
    const got = rep.reduce((a, m) => a + (m.received as number), 0);
    stalled = got === burstDeliveries ? stalled + 1 : 0;
    burstDeliveries = got;
  }
  const lastAt = Math.max(...rep.map((m) => m.lastAt as number), b0 + 1);
  dbg(`rajada: ${burstDeliveries}/${expected}`);
  const burstPerS = burstDeliveries / ((lastAt - b0) / 1000);

  await Promise.all(workers.map((w) => ask(w, 'close', 'closed')));
  await Promise.all(workers.map((w) => w.terminate()));
  dbg('clientes encerrados');
  return {
    connected,
    failed,
    connectS,
    p50: pct(samples, 50),
    p99: pct(samples, 99),
    max: samples.at(-1) ?? NaN,
    latencyDeliveries,
    latencyExpected: LATENCY_EVENTS * connected,
    burstPerS,
    burstDeliveries,
    burstExpected: expected,
  };
}

export async function run(): Promise<BenchResult> {
  const channel = `bench:${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'sinais-bench-'));
  let dbName: string | null = null;
  let databaseUrl: string | undefined;
  try {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
    await admin.connect();
    const name = `bench_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    dbName = name;
    await admin.end();
    const u = new URL(PG_ADMIN_URL);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
  } catch {
    // No PostgreSQL: the gateway uses the embedded store in DATA_DIR.
    databaseUrl = undefined;
  }
  const bus = createRedisBus({ url: REDIS_URL, channel });
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    REDIS_URL,
    BUS_CHANNEL: channel,
    REDIS_PREFIX: channel,
    DATA_DIR: dataDir,
    JWT_SECRET,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const signal = makeSignal({ status: 'CONFIRMED', outcome: 'OPEN', confirmed_at: new Date().toISOString() });
  // The envelope is built at publish time so `ts` is the publish instant; ids continue the seq order.
  const publish = (seq: number) =>
    bus.publish(
      makeEnvelope(
        'signal:confirmed',
        { seq, kind: 'confirmed', signal },
        { id: String(seq), ts: Date.now() },
      ),
    );

  try {
    const gw = await startServer('gateway', env);
    let sio: Phase;
    try {
      const base = `http://127.0.0.1:${gw.port}`;
      const post = (path: string, body: unknown) =>
        fetch(base + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then((r) => r.json() as Promise<Record<string, unknown>>);
      await post('/api/auth/register', {
        username: 'bench',
        email: 'bench@bench.local',
        password: 'bench-senha-123',
      });
      const { token } = await post('/api/auth/login', {
        email: 'bench@bench.local',
        password: 'bench-senha-123',
      });
      process.stderr.write(`  Socket.IO: ${CLIENTS} clientes...\n`);
      sio = await measure('socketio', base, String(token), publish, 0);
    } finally {
      await stopServer(gw.child);
    }
    const ws = await startServer('ws', env);
    let bare: Phase;
    try {
      process.stderr.write(`  ws puro: ${CLIENTS} clientes...\n`);
      bare = await measure('ws', `ws://127.0.0.1:${ws.port}`, '', publish, 0);
    } finally {
      await stopServer(ws.child);
    }
    const ratio = bare.burstPerS > 0 ? sio.burstPerS / bare.burstPerS : 0;
    const r = (n: number) => Math.round(n);
    return {
      title: `Gateway em tempo real: ${CLIENTS} clientes Socket.IO num gateway + Redis, contra ws puro`,
      figures: [
        {
          name: 'Socket.IO clientes conectados',
          value: `${sio.connected}/${CLIENTS}`,
          unit: `(${sio.connectS.toFixed(1)} s)`,
        },
        { name: 'Socket.IO latência p50', value: sio.p50, unit: 'ms' },
        { name: 'Socket.IO latência p99', value: sio.p99, unit: 'ms', target: '< 100 ms' },
        { name: 'Socket.IO latência máx.', value: sio.max, unit: 'ms' },
        {
          name: 'Socket.IO entregas (fase de latência)',
          value: `${sio.latencyDeliveries}/${sio.latencyExpected}`,
        },
        {
          name: 'Socket.IO entregas/s (rajada)',
          value: r(sio.burstPerS),
          unit: 'eventos/s',
          target: '≥ 50% do ws puro',
        },
        {
          name: 'ws puro clientes conectados',
          value: `${bare.connected}/${CLIENTS}`,
          unit: `(${bare.connectS.toFixed(1)} s)`,
        },
        { name: 'ws puro latência p50', value: bare.p50, unit: 'ms' },
        { name: 'ws puro latência p99', value: bare.p99, unit: 'ms' },
        { name: 'ws puro entregas/s (rajada)', value: r(bare.burstPerS), unit: 'eventos/s' },
        { name: 'Socket.IO / ws puro (vazão)', value: `${Math.round(ratio * 100)}%`, target: '≥ 50%' },
      ],
      notes: [
        `Eventos: ${LATENCY_EVENTS} a ${LATENCY_RATE}/s para latência; rajada de ${BURST_EVENTS} para vazão. Latência = recebimento no cliente − publicação no barramento (mesmo relógio).`,
        `Servidores em processo filho próprio; clientes em ${WORKERS} worker threads na mesma máquina (dividem os núcleos com o servidor).`,
        `Entregas na rajada: Socket.IO ${sio.burstDeliveries}/${sio.burstExpected}, ws puro ${bare.burstDeliveries}/${bare.burstExpected}.`,
        databaseUrl
          ? 'Gateway sobre PostgreSQL real.'
          : 'Gateway sobre o banco embutido (PostgreSQL indisponível).',
      ],
    };
  } finally {
    await bus.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
}
