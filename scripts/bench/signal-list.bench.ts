/**
 * The member's confirmed-signal list (GET /api/unified/signals/confirmed, 200 signals, what every dashboard loads):
 * the highest offered load the gateway serves with p99 ≤ 100 ms, against a fair floor — plain node:http serving
 * the same bytes and headers from memory (list-floor.child.mjs). autocannon runs closed-loop with 5, 10, 20, 40 and
 * 80 connections for BENCH_LIST_S seconds each; the figure is the most requests per second of a run with
 * p99 ≤ 100 ms and every answer a 200. Three rounds: median (min–max). Then the same list revalidated
 * (If-None-Match → 304), as a returning tab asks for it.
 */
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { BenchFigure, BenchResult } from '../bench';
import { confirmNewSignal } from '@sinais/shared/testing/server';
import { startBenchGateway } from './bench-gateway';

const SECONDS = Number(process.env.BENCH_LIST_S ?? 5);
const ROUNDS = 3;
/** Concurrent connections of the successive runs. */
const CONNECTIONS = [5, 10, 20, 40, 80];
const P99_TARGET_MS = 100;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** One raw answer (fetch would decompress and hide the bytes). */
function raw(url: string): Promise<{ bytes: Buffer; etag: string; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: BROWSER }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          bytes: Buffer.concat(chunks),
          etag: String(res.headers.etag),
          encoding: res.headers['content-encoding'],
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/**
 * The most requests per second served with p99 ≤ 100 ms and every answer as expected, over closed-loop runs with
 * more and more concurrent connections (each sends its next request when the previous answer arrives).
 */
async function sustained(url: string, headers: Record<string, string>, ok: '2xx' | '3xx'): Promise<number> {
  let best = 0;
  for (const connections of CONNECTIONS) {
    const r = await autocannon({ url, headers, connections, duration: SECONDS });
    const good = r.latency.p99 <= P99_TARGET_MS && r[ok] === r.requests.total && r.requests.total > 0;
    if (process.env.BENCH_DEBUG)
      process.stderr.write(
        `  ${url} c=${connections}: ${r.requests.average} req/s, p99 ${r.latency.p99} ms, ${ok} ${r[ok]}/${r.requests.total}\n`,
      );
    if (!good) break;
    best = Math.max(best, Math.round(r.requests.average));
  }
  return best;
}

const spread = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  return `${s[1]} (${s[0]}–${s[2]})`;
};

export async function run(): Promise<BenchResult> {
  const g = await startBenchGateway();
  const dir = mkdtempSync(join(tmpdir(), 'bench-list-'));
  let floorProc: ReturnType<typeof spawn> | null = null;
  try {
    for (let i = 0; i < 200; i++) await confirmNewSignal(g.db, null, { symbol: `L${i}USDT` });
    const url = `${g.url}/api/unified/signals/confirmed`;
    const plain = await fetch(url).then((r) => r.arrayBuffer());
    const answer = await raw(url);
    if (answer.encoding !== 'br') throw new Error(`lista sem brotli: ${answer.encoding}`);
    writeFileSync(join(dir, 'body.br'), answer.bytes);
    floorProc = spawn(
      process.execPath,
      [fileURLToPath(new URL('./list-floor.child.mjs', import.meta.url)), join(dir, 'body.br'), answer.etag],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const floorPort = await new Promise<number>((resolve) =>
      floorProc!.stdout!.once('data', (d: Buffer) => resolve(Number(String(d).trim()))),
    );
    const floorUrl = `http://127.0.0.1:${floorPort}/`;
    // Warm-up: JIT, pools and the gateway's per-seq cache.
    for (const u of [url, floorUrl])
      await autocannon({ url: u, headers: BROWSER, connections: 20, duration: 2 });

    const gateway: number[] = [];
    const floor: number[] = [];
    const revalidated: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      gateway.push(await sustained(url, BROWSER, '2xx'));
      floor.push(await sustained(floorUrl, BROWSER, '2xx'));
      revalidated.push(await sustained(url, { ...BROWSER, 'if-none-match': answer.etag }, '3xx'));
    }
    const ratio = gateway.map((v, i) => Math.round((v / Math.max(1, floor[i]!)) * 100) / 100);
    const figures: BenchFigure[] = [
      {
        name: 'lista de sinais (200, br): req/s sustentadas com p99 ≤ 100 ms, gateway',
        value: spread(gateway),
        unit: 'req/s',
        target: '≥ 500 req/s',
      },
      {
        name: 'mesma resposta, piso do Node (node:http, bytes em memória)',
        value: spread(floor),
        unit: 'req/s',
      },
      { name: 'gateway ÷ piso', value: spread(ratio), unit: '×' },
      {
        name: 'lista revalidada (If-None-Match → 304): req/s com p99 ≤ 100 ms, gateway',
        value: spread(revalidated),
        unit: 'req/s',
      },
      {
        name: 'bytes da lista: JSON enxuto / brotli',
        value: `${plain.byteLength.toLocaleString('pt-BR')} / ${answer.bytes.length.toLocaleString('pt-BR')}`,
        unit: 'B',
      },
    ];
    return {
      title: 'Lista de sinais do membro (autocannon, um processo de gateway, contra o piso do Node)',
      figures,
      notes: [
        `200 sinais confirmados na janela de 24 h, pedidos como um navegador (Accept-Encoding: gzip, deflate, br, sem token: a lista é pública e a mesma para todo membro). autocannon em laço fechado com ${CONNECTIONS.join(', ')} conexões, ${SECONDS} s cada; o número é a maior vazão de uma execução com p99 ≤ 100 ms e todas as respostas como esperado (a carga oferecida em taxa fixa do autocannon sai em rajadas por segundo e mede a rajada, não o servidor). ${ROUNDS} rodadas: mediana (mín.–máx.).`,
        'Piso justo: node:http puro servindo da memória os mesmos bytes (a cópia brotli do gateway), o mesmo ETag e os mesmos cabeçalhos, sem Express, sem banco. O gateway a cada pedido ainda lê o seq mais recente no PostgreSQL (uma consulta por índice) e escolhe a codificação; a lista em si é montada, serializada e comprimida uma vez por seq (docs/architecture.md, "Compressão das respostas da API").',
        'Gateway com NODE_ENV=production, PostgreSQL e Redis reais; autocannon, gateway e piso dividem os 2 núcleos da máquina (e com outros processos: a carga da máquina entra nos números).',
      ],
    };
  } finally {
    floorProc?.kill('SIGTERM');
    await g.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
