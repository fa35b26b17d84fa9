import net from 'node:net';

/**
 * A round-robin TCP load balancer over several gateways, like the one in front of production: a backend
 * that refuses the connection (dead or restarting) is skipped, so clients land on a live one.
 */
export async function startLoadBalancer(targets: number[], host = '127.0.0.1') {
  let next = 0;
  const open = new Set<net.Socket>();
  const connectAny = (client: net.Socket, tried = 0) => {
    if (tried >= targets.length) {
      client.destroy();
      return;
    }
    const port = targets[next++ % targets.length]!;
    const upstream = net.connect(port, host);
    let connected = false;
    upstream.once('connect', () => {
      connected = true;
      open.add(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    });
    upstream.on('error', () => {
      if (!connected) connectAny(client, tried + 1);
      else client.destroy();
    });
    upstream.on('close', () => {
      open.delete(upstream);
      if (connected) client.destroy();
    });
  };
  const server = net.createServer({ pauseOnConnect: true }, (client) => {
    open.add(client);
    client.on('error', () => undefined);
    client.on('close', () => open.delete(client));
    connectAny(client);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    url: `http://${host}:${port}`,
    async close() {
      for (const s of open) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
