import { createServer, type Server } from 'node:http';

export interface ReceivedAlert {
  kind: string;
  severity: string;
  title: string;
  message: string;
  details: Record<string, unknown>;
}

/** A local HTTP endpoint standing in for the operator's webhook (ALERT_WEBHOOK_URL). */
export async function startAlertReceiver(): Promise<{
  url: string;
  alerts: ReceivedAlert[];
  close(): Promise<void>;
}> {
  const alerts: ReceivedAlert[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      try {
        alerts.push(JSON.parse(body) as ReceivedAlert);
      } catch {
        /* not JSON: not counted */
      }
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const addr = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${addr.port}/alertas`,
    alerts,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** A TCP port free right now on 127.0.0.1 (for a child process's own HTTP port). */
export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(() => r(undefined)));
  return port;
}
