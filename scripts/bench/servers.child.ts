/**
 * The servers under test, each alone in its own process, all fed by the same Redis channel and sending the same
 * bytes of each bus envelope to the same clients. Prints `READY <port>`.
 *   gateway: the real gateway (Socket.IO, Redis adapter, database), as `npm run gateway` builds it.
 *   ws:      a fair bare `ws` server: each message is turned into a Buffer once and the same Buffer is sent to
 *            every client (ws frames it per client).
 *   floor:   the Node floor: one WebSocket frame built once per message, one `socket.write()` per client.
 *
 * Commands on stdin, one per line:
 *   CPU   → `CPU {"userUs","systemUs","rssMb"}`: this process's own CPU counters (every thread) and RSS; the
 *           bench takes differences around a burst to get the server's CPU time per delivery.
 *   STOP  → `STATS {...}` (resident memory, event-loop delay over the run), then exits.
 */
import type { Socket as NetSocket } from 'node:net';
import { createInterface } from 'node:readline';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket, { WebSocketServer } from 'ws';
import { Redis } from 'ioredis';
import { createLogger } from '@sinais/shared/server';
import { createApplication, loadGatewayConfig } from '@sinais/realtime-server';

const kind = process.argv[2];
/** ws's frame builder (exported by the package, absent from its type definitions). */
const { Sender } = WebSocket as unknown as {
  Sender: { frame(data: Buffer, options: Record<string, boolean | number>): Buffer[] };
};
const MB = 2 ** 20;
const LOOP_SAMPLE_MS = 10;
// The histogram holds the time between samples, the sampling interval included: the delay is what exceeds it.
const loopDelay = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });
loopDelay.enable();
const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - LOOP_SAMPLE_MS) * 10) / 10);

let close: () => Promise<void> = async () => undefined;

if (kind === 'gateway') {
  const config = loadGatewayConfig(process.env);
  const app = await createApplication(config, { logger: createLogger('bench-gateway', 'warn') });
  const port = await app.listen(0, '127.0.0.1');
  close = () => app.close();
  console.log(`READY ${port}`);
} else if (kind === 'ws' || kind === 'floor') {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const sub = new Redis(process.env.REDIS_URL!);
  await sub.subscribe(process.env.BUS_CHANNEL!);
  // Bus messages are `<signature>.<envelope JSON>` (bus-signature.ts): the clients get the envelope.
  const SIGNATURE_LENGTH = 43;
  sub.on('messageBuffer', (_ch: Buffer, signed: Buffer) => {
    const raw = signed[SIGNATURE_LENGTH] === 0x2e ? signed.subarray(SIGNATURE_LENGTH + 1) : signed;
    if (kind === 'ws') {
      for (const c of wss.clients) if (c.readyState === WebSocket.OPEN) c.send(raw, { binary: false });
      return;
    }
    const frame = Buffer.concat(
      Sender.frame(raw, { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false }),
    );
    for (const c of wss.clients) {
      const socket = (c as unknown as { _socket: NetSocket })._socket;
      if (c.readyState === WebSocket.OPEN) socket.write(frame);
    }
  });
  close = async () => {
    sub.disconnect();
    wss.close();
  };
  const addr = wss.address();
  console.log(`READY ${addr !== null && typeof addr === 'object' ? addr.port : addr}`);
} else {
  console.error(`servidor desconhecido: ${kind}`);
  process.exit(2);
}

createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'CPU') {
    const { user, system } = process.cpuUsage();
    console.log(
      `CPU ${JSON.stringify({ userUs: user, systemUs: system, rssMb: Math.round(process.memoryUsage.rss() / MB) })}`,
    );
  } else if (line === 'STOP') {
    console.log(
      `STATS ${JSON.stringify({
        rssPeakMb: Math.round((process.resourceUsage().maxRSS * 1024) / MB),
        rssMb: Math.round(process.memoryUsage.rss() / MB),
        lagP50Ms: ms(loopDelay.percentile(50)),
        lagP99Ms: ms(loopDelay.percentile(99)),
        lagMaxMs: ms(loopDelay.max),
      })}`,
    );
    void close().finally(() => process.exit(0));
  }
});
