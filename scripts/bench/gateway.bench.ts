/**
 * Real-time fan-out: N concurrent clients (BENCH_CLIENTS, default 5,000) on ONE gateway process with the
 * Redis bus, events published on the bus by this process, delivery latency (publish → client) p50/p99 and
 * deliveries per second; then the same load on a bare `ws` broadcast server fed by the same Redis channel,
 * as the reference. Each event is a full `signal:confirmed` envelope (about 0.9 kB) sent to the members
 * room, in seq order, as the engine publishes it.
 *
 * Everything runs on one machine, so the load generator is kept cheap and identical for both servers
 * (clients.worker.mjs): plain `ws` connections that speak the Engine.IO v4 / Socket.IO v5 protocol
 * themselves (real handshake with the JWT, rooms joined by the gateway, pings answered) and read `ts`
 * from the frame's bytes instead of decoding each envelope. With socket.io-client each delivery cost the
 * client about as much CPU as the server spends sending it, on the same cores, so the figures measured
 * the load generator as much as the server. Every delivery is counted and a sample is fully decoded to
 * check the fast path.
 *
 * On Linux with 2+ CPUs the server is pinned to CPU 0 and the clients to the others (BENCH_PIN=0 turns
 * it off), as the server would have its own machine; a few unmeasured warm-up events go first. The
 * servers time their own fan-out (servers.child.ts) and the CPU other processes used during the latency
 * phase is reported: this machine is shared, and a busy one skews every figure.
 *
 * Both servers run with the Node flags of `npm run gateway` (a larger young generation: one broadcast to 5,000
 * sockets allocates ~9.5 MB, and with the default young generation a scavenge landed inside most fan-outs).
 *
 * Knobs: BENCH_CLIENTS, BENCH_CLIENT_WORKERS, BENCH_WARMUP_EVENTS, BENCH_LATENCY_EVENTS, BENCH_LATENCY_RATE,
 * BENCH_BURST_EVENTS, BENCH_PIN, BENCH_SERVER_FLAGS (Node flags for both servers, e.g. `--cpu-prof
 * --cpu-prof-dir=/tmp/prof`, `--trace-gc`), BENCH_DEBUG (progress and per-event fan-out on stderr).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { makeEnvelope } from '@sinais/shared';
import { createRedisBus, DEV_BUS_SECRET } from '@sinais/shared/server';
import type { BenchResult } from '../bench';
import { makeSignal } from '../../tests/helpers/signals';

export interface GatewayBenchOptions {
  clients: number;
  workers: number;
  warmupEvents: number;
  latencyEvents: number;
  /** events/s in the latency phase */
  latencyRate: number;
  burstEvents: number;
  /** Also run the bare `ws` reference (the long run skips it). */
  reference: boolean;
  title: string;
}

export function defaultOptions(): GatewayBenchOptions {
  const clients = Number(process.env.BENCH_CLIENTS ?? 5000);
  return {
    clients,
    workers: Number(process.env.BENCH_CLIENT_WORKERS ?? 2),
    warmupEvents: Number(process.env.BENCH_WARMUP_EVENTS ?? 3),
    latencyEvents: Number(process.env.BENCH_LATENCY_EVENTS ?? 20),
    latencyRate: Number(process.env.BENCH_LATENCY_RATE ?? 2),
    burstEvents: Number(process.env.BENCH_BURST_EVENTS ?? 60),
    reference: true,
    title: `Gateway em tempo real: ${clients} clientes Socket.IO num gateway + Redis, contra ws puro`,
  };
}

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const JWT_SECRET = 'segredo-do-benchmark-com-mais-de-32-caracteres';
const CPUS = cpus().length;
const PIN =
  process.env.BENCH_PIN !== '0' &&
  process.platform === 'linux' &&
  CPUS >= 2 &&
  spawnSync('taskset', ['-V']).status === 0;
const SERVER_CPUS = '0';
const CLIENT_CPUS = CPUS === 2 ? '1' : `1-${CPUS - 1}`;
const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const pct = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
/** p50 / max of the per-event fan-out durations a server reported. */
const fan = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return s.length ? `${pct(s, 50).toFixed(0)} / ${s.at(-1)!.toFixed(0)}` : 'n/d';
};
const cpuText = (share: number | null) => (share === null ? 'n/d' : `${share}%`);
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
  /** CPU other processes used during the latency phase, in % of the machine (null if unknown). */
  othersCpu: number | null;
  burstPerS: number;
  burstDeliveries: number;
  burstExpected: number;
}

interface Server {
  child: ChildProcess;
  port: number;
  output: () => string;
}

/** The Node flags `npm run gateway` runs the gateway with (package.json), given to both servers. */
function productionFlags(): string[] {
  const scripts = (
    JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  return (
    /^node (.*?) ?--import tsx/
      .exec(scripts.gateway ?? '')?.[1]
      ?.split(' ')
      .filter(Boolean) ?? []
  );
}

function startServer(kind: 'gateway' | 'ws', env: NodeJS.ProcessEnv): Promise<Server> {
  // Extra Node flags for the servers only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` or `--trace-gc`.
  const flags = [...productionFlags(), ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? [])];
  const args = [...flags, '--import', 'tsx', join(HERE, 'servers.child.ts'), kind];
  const child = spawn(
    PIN ? 'taskset' : process.execPath,
    PIN ? ['-c', SERVER_CPUS, process.execPath, ...args] : args,
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // A bench that dies must not leave a server running.
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  child.once('close', () => process.off('exit', orphan));
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /READY (\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]), output: () => out });
    });
    child.once('exit', (code) => reject(new Error(`servidor ${kind} saiu com código ${code}`)));
  });
}

export interface ServerStats {
  rssFirstMb: number;
  rssLastMb: number;
  rssPeakMb: number;
  lagP50Ms: number;
  lagP99Ms: number;
  lagMaxMs: number;
}

/** Stops a server; returns its fan-out durations (ms per event, latency phase) and its memory and lag. */
function stopServer(
  { child, output }: Server,
  o: GatewayBenchOptions,
): Promise<{ fanout: number[]; stats: ServerStats | null }> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => {
      const m = /FANOUT (\[.*\])/.exec(output());
      const st = /STATS (\{.*\})/.exec(output());
      if (process.env.BENCH_DEBUG) {
        const other = output()
          .split('\n')
          .filter((l) => l && !/^(READY|FANOUT|STATS) /.test(l));
        process.stderr.write(`${other.join('\n')}\n  fan-out (ms): ${m?.[1] ?? '?'}\n  ${st?.[1] ?? ''}\n`);
      }
      resolve({
        fanout: m ? (JSON.parse(m[1]!) as number[]).slice(o.warmupEvents) : [],
        stats: st ? (JSON.parse(st[1]!) as ServerStats) : null,
      });
    });
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/** Busy time of the whole machine and of our own processes (this one and the server), in clock ticks. */
interface CpuSnapshot {
  at: number;
  busy: number;
  total: number;
  ours: number;
}
function cpuSnapshot(serverPid: number | undefined): CpuSnapshot | null {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = f[3]! + (f[4] ?? 0);
    const total = f.reduce((a, b) => a + b, 0);
    const ticks = (pid: number | string) => {
      const st = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = st.slice(st.lastIndexOf(')') + 2).split(' ');
      return Number(fields[11]) + Number(fields[12]); // utime + stime, every thread
    };
    const ours = ticks('self') + (serverPid ? ticks(serverPid) : 0);
    return { at: Date.now(), busy: total - idle, total, ours };
  } catch {
    return null;
  }
}
function othersCpuShare(a: CpuSnapshot | null, b: CpuSnapshot | null): number | null {
  if (!a || !b || b.total === a.total) return null;
  const others = b.busy - a.busy - (b.ours - a.ours);
  return Math.max(0, Math.round((100 * others) / (b.total - a.total)));
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
  o: GatewayBenchOptions,
  kind: 'socketio' | 'ws',
  url: string,
  token: string,
  publish: (seq: number) => Promise<void>,
  serverPid: number | undefined,
): Promise<Phase> {
  const per = Math.ceil(o.clients / o.workers);
  const workers = Array.from(
    { length: o.workers },
    (_, i) =>
      new Worker(join(HERE, 'clients.worker.mjs'), {
        workerData: {
          kind,
          url,
          token,
          count: Math.max(0, Math.min(per, o.clients - i * per)),
          eventType: 'signal:confirmed',
          connectBatch: 100,
          pin: PIN ? CLIENT_CPUS : null,
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

  let seq = 0;
  // Warm-up, not measured: the first events after the connections open run cold code paths (JIT) on
  // both sides; a server in service is warm.
  for (let i = 0; i < o.warmupEvents; i++) {
    await publish(++seq);
    await sleep(1000 / o.latencyRate);
  }
  await sleep(1000);
  // Phase 1, latency: a steady rate well under capacity.
  await Promise.all(workers.map((w) => ask(w, 'measure')));
  const cpu0 = cpuSnapshot(serverPid);
  for (let i = 0; i < o.latencyEvents; i++) {
    await publish(++seq);
    await sleep(1000 / o.latencyRate);
  }
  await sleep(2000);
  const othersCpu = othersCpuShare(cpu0, cpuSnapshot(serverPid));
  const lat = await Promise.all(workers.map((w) => ask(w, 'report', 'report')));
  const samples = lat.flatMap((m) => m.latencies as number[]).sort((a, b) => a - b);
  const latencyDeliveries = lat.reduce((a, m) => a + (m.received as number), 0);
  const checked = lat.reduce((a, m) => a + (m.checked as number), 0);
  const bad = lat.reduce((a, m) => a + (m.bad as number), 0);
  if (bad > 0) throw new Error(`${kind}: ${bad} de ${checked} entregas conferidas com ts lido errado`);
  dbg(`latência: ${latencyDeliveries} entregas (${checked} conferidas por decodificação completa)`);

  // Phase 2, throughput: a burst published back to back; deliveries / (last delivery - first publish).
  await Promise.all(workers.map((w) => ask(w, 'measure')));
  const b0 = Date.now();
  for (let i = 0; i < o.burstEvents; i++) await publish(++seq);
  const expected = o.burstEvents * connected;
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
    latencyExpected: o.latencyEvents * connected,
    othersCpu,
    burstPerS,
    burstDeliveries,
    burstExpected: expected,
  };
}

export function run(): Promise<BenchResult> {
  return runWith(defaultOptions());
}

export async function runWith(o: GatewayBenchOptions): Promise<BenchResult> {
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
  const bus = createRedisBus({ url: REDIS_URL, channel, secret: DEV_BUS_SECRET });
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    REDIS_URL,
    BUS_CHANNEL: channel,
    REDIS_PREFIX: channel,
    DATA_DIR: dataDir,
    JWT_SECRET,
    BENCH_EVENT: 'signal:confirmed',
    BENCH_FANOUT_KEEP: String(o.warmupEvents + o.latencyEvents),
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

  const envelopeBytes = Buffer.byteLength(
    JSON.stringify(
      makeEnvelope('signal:confirmed', { seq: 1, kind: 'confirmed', signal }, { id: '1', ts: Date.now() }),
    ),
  );

  try {
    const gw = await startServer('gateway', env);
    let sio: Phase;
    let sioServer: Awaited<ReturnType<typeof stopServer>>;
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
      process.stderr.write(`  Socket.IO: ${o.clients} clientes...\n`);
      sio = await measure(o, 'socketio', base, String(token), publish, gw.child.pid);
    } finally {
      sioServer = await stopServer(gw, o);
    }
    let bare: Phase | null = null;
    let bareServer: Awaited<ReturnType<typeof stopServer>> | null = null;
    if (o.reference) {
      const ws = await startServer('ws', env);
      try {
        process.stderr.write(`  ws puro: ${o.clients} clientes...\n`);
        bare = await measure(o, 'ws', `ws://127.0.0.1:${ws.port}`, '', publish, ws.child.pid);
      } finally {
        bareServer = await stopServer(ws, o);
      }
    }
    const r = (n: number) => Math.round(n);
    const st = sioServer.stats;
    const figures: BenchResult['figures'] = [
      {
        name: 'Socket.IO clientes conectados',
        value: `${sio.connected}/${o.clients}`,
        unit: `(${sio.connectS.toFixed(1)} s)`,
      },
      { name: 'Socket.IO latência p50', value: sio.p50, unit: 'ms' },
      { name: 'Socket.IO latência p99', value: sio.p99, unit: 'ms', target: '< 100 ms' },
      { name: 'Socket.IO latência máx.', value: sio.max, unit: 'ms' },
      {
        name: 'Socket.IO fan-out no servidor, p50 / máx. por evento',
        value: fan(sioServer.fanout),
        unit: 'ms',
      },
      {
        name: 'Socket.IO entregas (fase de latência)',
        value: `${sio.latencyDeliveries}/${sio.latencyExpected}`,
      },
      {
        name: 'Socket.IO entregas/s (rajada)',
        value: r(sio.burstPerS),
        unit: 'eventos/s',
        ...(bare ? { target: '≥ 50% do ws puro' } : {}),
      },
      {
        name: 'gateway RSS: 1º evento → último evento (pico)',
        value: st ? `${st.rssFirstMb} → ${st.rssLastMb} (${st.rssPeakMb})` : 'n/d',
        unit: 'MB',
      },
      {
        name: 'gateway atraso do event loop p50 / p99 / máx.',
        value: st ? `${st.lagP50Ms} / ${st.lagP99Ms} / ${st.lagMaxMs}` : 'n/d',
        unit: 'ms',
      },
    ];
    if (bare && bareServer) {
      const ratio = bare.burstPerS > 0 ? sio.burstPerS / bare.burstPerS : 0;
      figures.push(
        {
          name: 'ws puro clientes conectados',
          value: `${bare.connected}/${o.clients}`,
          unit: `(${bare.connectS.toFixed(1)} s)`,
        },
        { name: 'ws puro latência p50', value: bare.p50, unit: 'ms' },
        { name: 'ws puro latência p99', value: bare.p99, unit: 'ms' },
        { name: 'ws puro latência máx.', value: bare.max, unit: 'ms' },
        {
          name: 'ws puro fan-out no servidor, p50 / máx. por evento',
          value: fan(bareServer.fanout),
          unit: 'ms',
        },
        { name: 'ws puro entregas/s (rajada)', value: r(bare.burstPerS), unit: 'eventos/s' },
        { name: 'Socket.IO / ws puro (vazão)', value: `${Math.round(ratio * 100)}%`, target: '≥ 50%' },
      );
    }
    const busy = (sio.othersCpu ?? 0) > 10 || (bare?.othersCpu ?? 0) > 10;
    return {
      title: o.title,
      figures,
      notes: [
        `Eventos: ${o.warmupEvents} de aquecimento (não medidos), ${o.latencyEvents} a ${o.latencyRate}/s para latência (${Math.round(o.latencyEvents / o.latencyRate)} s), rajada de ${o.burstEvents} para vazão. Latência = recebimento no cliente − publicação no barramento (mesmo relógio).`,
        `Clientes: ${o.workers} worker threads na mesma máquina, o mesmo cliente leve para os dois servidores: conexões \`ws\` que falam o protocolo Engine.IO v4/Socket.IO v5 (handshake real com o JWT, salas atribuídas pelo gateway, ping respondido) e leem \`ts\` direto dos bytes do quadro, sem decodificar o envelope (${envelopeBytes} bytes); toda entrega é contada e uma amostra é decodificada por inteiro para conferir. Com socket.io-client cada entrega custava ao cliente quase tanta CPU quanto ao servidor enviá-la, nos mesmos núcleos, e a medida era tanto dos clientes quanto do servidor.`,
        PIN
          ? `Servidor fixado na CPU ${SERVER_CPUS} e clientes nas CPUs ${CLIENT_CPUS} (taskset), como se o servidor tivesse máquina própria; BENCH_PIN=0 desliga.`
          : 'Servidor e clientes sem afinidade de CPU (dividem os núcleos).',
        `Servidores com as opções do \`npm run gateway\`: ${productionFlags().join(' ') || 'nenhuma'} (geração jovem maior; com a padrão, uma coleta caía no meio de quase todo fan-out).`,
        `Fan-out no servidor: tempo para escrever um evento em todos os ${o.clients} sockets (medido dentro do servidor, fase de latência); o último cliente recebe depois disso, então p99 ≳ fan-out.`,
        'RSS e atraso do event loop do gateway: do início ao fim do processo, incluindo a chegada de todas as conexões (handshake com JWT e leitura do usuário no banco).',
        `CPU usada por outros processos durante a fase de latência: Socket.IO ${cpuText(sio.othersCpu)}${bare ? `, ws puro ${cpuText(bare.othersCpu)}` : ''} da máquina${busy ? ' — máquina ocupada, números piores que numa máquina quieta' : ''}.`,
        `Entregas na rajada: Socket.IO ${sio.burstDeliveries}/${sio.burstExpected}${bare ? `, ws puro ${bare.burstDeliveries}/${bare.burstExpected}` : ''}.`,
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
