/**
 * The servers under test, each alone in its own process: `gateway` (the real gateway on Redis and a
 * database) or `ws` (a bare `ws` broadcast server fed by the same Redis channel). Prints `READY <port>`.
 *
 * Both time their fan-out of the bench event (`BENCH_EVENT`): how long one event takes to be written to
 * every socket, the server's share of the delivery latency. The first `BENCH_FANOUT_KEEP` are kept (the
 * latency phase) and printed as `FANOUT [ms, ...]` when the server is told to stop, with `STATS {...}`: resident
 * memory at the first and the last bench event and at its peak, and the event-loop delay over the run.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { WebSocketServer } from 'ws';
import { Redis } from 'ioredis';
import { Adapter, type BroadcastOptions } from 'socket.io-adapter';
import { createLogger } from '@sinais/shared/server';
import { createApplication, loadGatewayConfig } from '@sinais/realtime-server';

const kind = process.argv[2];
const EVENT = process.env.BENCH_EVENT ?? 'signal:confirmed';
const KEEP = Number(process.env.BENCH_FANOUT_KEEP ?? 20);
const fanout: number[] = [];
const MB = 2 ** 20;
const rss = { first: 0, last: 0 };
const LOOP_SAMPLE_MS = 10;
// The histogram holds the time between samples, the sampling interval included: the delay is what exceeds it.
const loopDelay = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });
loopDelay.enable();
function timed(fn: () => void): void {
  const t0 = performance.now();
  fn();
  if (fanout.length < KEEP) fanout.push(Math.round((performance.now() - t0) * 100) / 100);
  rss.last = process.memoryUsage.rss();
  rss.first ||= rss.last;
}
const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - LOOP_SAMPLE_MS) * 10) / 10);
const report = () => {
  console.log(`FANOUT ${JSON.stringify(fanout)}`);
  console.log(
    `STATS ${JSON.stringify({
      rssFirstMb: Math.round(rss.first / MB),
      rssLastMb: Math.round(rss.last / MB),
      rssPeakMb: Math.round((process.resourceUsage().maxRSS * 1024) / MB),
      lagP50Ms: ms(loopDelay.percentile(50)),
      lagP99Ms: ms(loopDelay.percentile(99)),
      lagMaxMs: ms(loopDelay.max),
    })}`,
  );
};

if (kind === 'gateway') {
  // Every local room broadcast ends in the in-memory adapter's broadcast (the Redis adapter calls it for
  // `io.local`): time the ones carrying the bench event. Writes that find a socket busy are queued by
  // Engine.IO and sent after; in the latency phase, one event at a time, every write happens inside.
  const broadcast = Adapter.prototype.broadcast;
  Adapter.prototype.broadcast = function (
    this: Adapter,
    packet: { data?: unknown[] },
    opts: BroadcastOptions,
  ) {
    if (packet.data?.[0] !== EVENT) return broadcast.call(this, packet, opts);
    timed(() => broadcast.call(this, packet, opts));
  };
  const config = loadGatewayConfig(process.env);
  const app = await createApplication(config, { logger: createLogger('bench-gateway', 'warn') });
  const port = await app.listen(0, '127.0.0.1');
  console.log(`READY ${port}`);
  process.on('SIGTERM', () => {
    report();
    void app.close().finally(() => process.exit(0));
  });
} else {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const sub = new Redis(process.env.REDIS_URL!);
  await sub.subscribe(process.env.BUS_CHANNEL!);
  const prefix = `{"type":"${EVENT}",`;
  // Broadcast each bus message, as received, to every client (what the gateway does, minus everything else).
  sub.on('message', (_ch, raw: string) => {
    const send = () => {
      for (const c of wss.clients) if (c.readyState === 1) c.send(raw);
    };
    if (raw.startsWith(prefix)) timed(send);
    else send();
  });
  const addr = wss.address();
  console.log(`READY ${addr !== null && typeof addr === 'object' ? addr.port : addr}`);
  process.on('SIGTERM', () => {
    report();
    sub.disconnect();
    wss.close();
    process.exit(0);
  });
}
