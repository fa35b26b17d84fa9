import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_ROUTES_FILE, pageRoutes, pathPattern } from './page-routes';

describe('pathPattern', () => {
  it('matches like the router: parameters take one segment, case and a trailing slash do not matter', () => {
    expect(pathPattern('/aula/:aulaId').test('/aula/despertar-crypto-01')).toBe(true);
    expect(pathPattern('/aula/:aulaId').test('/aula/')).toBe(false);
    expect(pathPattern('/aula/:aulaId').test('/aula/a/b')).toBe(false);
    expect(pathPattern('/minhas-compras/:purchaseId/recibo').test('/minhas-compras/x/recibo/')).toBe(true);
    expect(pathPattern('/Dashboard').test('/dashboard')).toBe(true);
    expect(pathPattern('/').test('/')).toBe(true);
    expect(pathPattern('/').test('/x')).toBe(false);
    expect(pathPattern('/docs/*').test('/docs/a/b')).toBe(true);
    expect(pathPattern('/a.b').test('/axb')).toBe(false);
  });
});

describe('pageRoutes', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('knows the pages of the build list, re-reads a replaced list, and takes every path without one', () => {
    dir = mkdtempSync(join(tmpdir(), 'page-routes-'));
    const isPage = pageRoutes(dir);
    expect(isPage('/qualquer')).toBe(true);
    const file = join(dir, PAGE_ROUTES_FILE);
    writeFileSync(file, JSON.stringify(['/', '/dashboard', '/sinal/:signalId']));
    expect(isPage('/dashboard')).toBe(true);
    expect(isPage('/sinal/123')).toBe(true);
    expect(isPage('/nao-existe')).toBe(false);
    writeFileSync(file, JSON.stringify(['/', '/nao-existe']));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(isPage('/nao-existe')).toBe(true);
    expect(isPage('/dashboard')).toBe(false);
  });
});
