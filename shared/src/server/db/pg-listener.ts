import pg from 'pg';

type Sub = { onNotify: (payload: string) => void; onResumed?: () => void };

const PING_MS = 20_000;

/**
 * One dedicated connection per process for LISTEN, reconnecting on its own (server restart, dead peer).
 * A ping every 20 s (with a client-side read limit) notices a half-open connection that TCP would not.
 */
export function createPgListener(url: string, options: string, applicationName: string) {
  const subs = new Map<string, Set<Sub>>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let ping: NodeJS.Timeout | null = null;
  let lostOnce = false;

  const ident = (channel: string) => {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`canal inválido: ${channel}`);
    return channel;
  };

  const drop = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    lostOnce = true;
    if (ping) clearInterval(ping);
    ping = null;
    void c.end().catch(() => undefined);
    schedule();
  };

  const schedule = () => {
    if (stopped || retry || subs.size === 0) return;
    retry = setTimeout(() => {
      retry = null;
      void ensure().catch(() => schedule());
    }, 1000);
    retry.unref();
  };

  const connect = async () => {
    const c = new pg.Client({
      connectionString: url,
      application_name: applicationName,
      options,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 5000,
      query_timeout: 10_000,
    });
    c.on('error', () => drop(c));
    c.on('end', () => drop(c));
    c.on('notification', (msg) => {
      for (const s of subs.get(msg.channel) ?? []) s.onNotify(msg.payload ?? '');
    });
    await c.connect();
    try {
      for (const ch of subs.keys()) await c.query(`LISTEN ${ident(ch)}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    client = c;
    ping = setInterval(() => void c.query('SELECT 1').catch(() => drop(c)), PING_MS);
    ping.unref();
    if (lostOnce) for (const set of subs.values()) for (const s of set) s.onResumed?.();
  };

  const ensure = async () => {
    if (client || stopped) return;
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async listen(channel: string, onNotify: Sub['onNotify'], onResumed?: () => void): Promise<() => void> {
      ident(channel);
      const sub: Sub = { onNotify, ...(onResumed ? { onResumed } : {}) };
      const isNew = !subs.has(channel);
      const set = subs.get(channel) ?? new Set<Sub>();
      set.add(sub);
      subs.set(channel, set);
      try {
        if (client && isNew) await client.query(`LISTEN ${channel}`);
        else await ensure();
      } catch {
        // The store is away: keep trying; onResumed tells the caller once listening works.
        lostOnce = true;
        schedule();
      }
      return () => {
        set.delete(sub);
        if (set.size === 0) {
          subs.delete(channel);
          void client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
        }
      };
    },
    async close() {
      stopped = true;
      if (retry) clearTimeout(retry);
      if (ping) clearInterval(ping);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
