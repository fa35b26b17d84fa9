import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { createApplication, loadGatewayConfig, type Application } from '@sinais/realtime-server';
import { repoRoot } from '../helpers/engine-process';
import { api, GENEROUS_LIMITS } from '../helpers/server';

/**
 * What the nginx image's entrypoint does with /etc/nginx/templates/*.template: replaces ${VAR} for the variables
 * defined in its environment and leaves every other `$name` (nginx's own variables) alone.
 */
function renderTemplate(text: string, env: Record<string, string>): string {
  return text.replace(/\$\{(\w+)\}/g, (all, name: string) => env[name] ?? all);
}

describe('the compose proxy accepts lesson videos up to MEDIA_MAX_UPLOAD_MB', () => {
  const compose = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8'));
  const lb = compose.services.lb;

  it('renders client_max_body_size of the upload route from MEDIA_MAX_UPLOAD_MB; the rest keeps 1 MB', () => {
    const volume = (lb.volumes as string[]).find((v) => v.includes('/etc/nginx/templates/'));
    expect(volume, 'template montado em /etc/nginx/templates').toBeTruthy();
    expect(lb.environment.NGINX_ENVSUBST_OUTPUT_DIR).toBe('/etc/nginx');
    expect(lb.environment.MEDIA_MAX_UPLOAD_MB).toBe('${MEDIA_MAX_UPLOAD_MB:-1024}');
    // The gateways read the same variable, so the proxy and multer agree.
    expect(compose['x-app-env'].MEDIA_MAX_UPLOAD_MB).toBe('${MEDIA_MAX_UPLOAD_MB:-1024}');

    const source = volume!.split(':')[0]!.replace(/^\.\//, '');
    const conf = renderTemplate(readFileSync(join(repoRoot, source), 'utf8'), {
      MEDIA_MAX_UPLOAD_MB: '2048',
    });
    const upload = /location = \/api\/admin\/media \{([\s\S]*?)\n {4}\}/.exec(conf)?.[1] ?? '';
    expect(upload).toContain('client_max_body_size 2048m;');
    expect(upload).toContain('proxy_pass http://gateways;');
    expect(upload).toContain('proxy_request_buffering off;');
    // Outside that route the 1 MB limit stays, and nginx's own variables were left for nginx.
    expect(conf).toMatch(/server \{[\s\S]*client_max_body_size 1m;/);
    expect(conf).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(conf).not.toMatch(/\$\{/);
  });
});

describe('an upload the client aborts', () => {
  let app: Application;
  let url = '';
  const lines: Array<{ level: string; msg: string }> = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sinais-upload-'));
    const mediaDir = mkdtempSync(join(tmpdir(), 'sinais-upload-media-'));
    dirs.push(dataDir, mediaDir);
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        done();
      },
    });
    const logger = pino({ level: 'info', formatters: { level: (label) => ({ level: label }) } }, sink);
    const config = loadGatewayConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      MEDIA_DIR: mediaDir,
      ADMIN_EMAIL: 'admin@upload.test',
      ADMIN_PASSWORD: 'admin-senha-123',
      ...GENEROUS_LIMITS,
    });
    app = await createApplication(config, { logger });
    url = `http://127.0.0.1:${await app.listen(0, '127.0.0.1')}`;
  });
  afterAll(async () => {
    await app?.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('is logged as info or warn, never as an error, and leaves no partial file', async () => {
    const login = await api(url, '/api/auth/login', {
      body: { email: 'admin@upload.test', password: 'admin-senha-123' },
    });
    const boundary = 'limite-do-envio';
    const head = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="aula.mp4"',
      'Content-Type: video/mp4',
      '',
      '',
    ].join('\r\n');
    const { port } = new URL(url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        'POST /api/admin/media HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        `Authorization: Bearer ${login.body.token}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${10 * 1024 * 1024}`,
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(head);
    socket.write(Buffer.alloc(256 * 1024, 1));
    // The admin closes the tab in the middle of the upload (the partial file is being written).
    const partial = () => readdirSync(dirs[1]!).filter((f) => f.startsWith('.upload-'));
    await vi.waitFor(() => expect(partial().length).toBe(1), { timeout: 10_000 });
    socket.destroy();
    await vi.waitFor(() => expect(lines.some((l) => /envio de vídeo interrompido/.test(l.msg))).toBe(true), {
      timeout: 10_000,
    });
    const line = lines.find((l) => /envio de vídeo interrompido/.test(l.msg))!;
    expect(['info', 'warn']).toContain(line.level);
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
    await vi.waitFor(() => expect(partial()).toEqual([]));
  });
});
