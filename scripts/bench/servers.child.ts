/**
 * The servers under test, each alone in its own process: `gateway` (the real gateway on Redis and a
 * database) or `ws` (a bare `ws` broadcast server fed by the same Redis channel). Prints `READY <port>`.
 */
import { WebSocketServer } from 'ws';
import { Redis } from 'ioredis';
import { createLogger } from '@sinais/shared/server';
import { createApplication, loadGatewayConfig } from '@sinais/realtime-server';

const kind = process.argv[2];

if (kind === 'gateway') {
  const config = loadGatewayConfig(process.env);
  const app = await createApplication(config, { logger: createLogger('bench-gateway', 'warn') });
  const port = await app.listen(0, '127.0.0.1');
  console.log(`READY ${port}`);
  process.on('SIGTERM', () => void app.close().finally(() => process.exit(0)));
} else {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const sub = new Redis(process.env.REDIS_URL!);
  await sub.subscribe(process.env.BUS_CHANNEL!);
  // Broadcast each bus message, as received, to every client (what the gateway does, minus everything else).
  sub.on('message', (_ch, raw: string) => {
    for (const c of wss.clients) if (c.readyState === 1) c.send(raw);
  });
  const addr = wss.address();
  console.log(`READY ${addr !== null && typeof addr === 'object' ? addr.port : addr}`);
  process.on('SIGTERM', () => {
    sub.disconnect();
    wss.close();
    process.exit(0);
  });
}
