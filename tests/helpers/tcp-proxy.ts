import net from 'node:net';

/**
 * A small TCP proxy for tests: stands in for a load balancer (switch the target gateway) or for a bad
 * network between a gateway and Redis (added latency, connection resets).
 */
export async function startTcpProxy(targetPort: number, host = '127.0.0.1') {
  let target = targetPort;
  let latencyMs = 0;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target, host);
    open.add(client);
    open.add(upstream);
    const pipe = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        if (latencyMs > 0) setTimeout(() => to.writable && to.write(chunk), latencyMs);
        else if (to.writable) to.write(chunk);
      });
    pipe(client, upstream);
    pipe(upstream, client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    for (const s of [client, upstream]) {
      s.on('error', end);
      s.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    url: `http://${host}:${port}`,
    setTarget(p: number) {
      target = p;
    },
    setLatency(ms: number) {
      latencyMs = ms;
    },
    /** Drops every live connection, like a network reset. */
    resetAll() {
      for (const s of open) s.destroy();
      open.clear();
    },
    async close() {
      for (const s of open) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
