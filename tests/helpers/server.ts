import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@sinais/shared/server';
import { createApplication, loadGatewayConfig, type Application } from '@sinais/realtime-server';
import { GENEROUS_LIMITS } from '@sinais/shared/testing/server';
import { seedEmbeddedStore } from './store-templates';

export { GENEROUS_LIMITS };

export interface TestServer {
  url: string;
  port: number;
  dataDir: string;
  application: Application;
  close(): Promise<void>;
}

/**
 * Starts the real gateway in this process on a free port, with the embedded store in a temporary
 * DATA_DIR unless DATABASE_URL / REDIS_URL are passed. Serves web/dist like production.
 */
export async function startTestServer(overrides: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sinais-test-'));
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    ...GENEROUS_LIMITS,
    ...overrides,
  };
  if (!overrides.DATABASE_URL && !overrides.DATA_DIR) await seedEmbeddedStore(dataDir);
  const config = loadGatewayConfig(env);
  const application = await createApplication(config, {
    logger: createLogger('test-gateway', env.LOG_LEVEL),
  });
  const port = await application.listen(0, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    application,
    async close() {
      await application.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The e-mails the outbox mailer wrote, oldest first. */
export function readOutbox(
  dataDir: string,
): Array<{ to: string; subject: string; text: string; link?: string }> {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
}

export async function api(
  base: string,
  path: string,
  init: {
    method?: string;
    body?: unknown;
    token?: string;
    rawBody?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined || init.rawBody !== undefined) headers['content-type'] ??= 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(base + path, {
    method: init.method ?? (init.body !== undefined || init.rawBody !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.rawBody ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, headers: res.headers };
}

/** The statuses of `count` requests sent one after the other, the i-th sent by `send(i)`. */
export async function statusesInARow(
  count: number,
  send: (i: number) => Promise<{ status: number }>,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await send(i)).status);
  return statuses;
}
