/**
 * The long run of the gateway bench (gateway.bench.ts): BENCH_SOAK_CLIENTS (2,000) Socket.IO clients held
 * for BENCH_SOAK_MIN (30) minutes on one gateway, one event per second the whole time: every delivery
 * counted, latency p50/p99/max over the run, resident memory from the first to the last event (a leak
 * shows as growth) and the event-loop delay. Half an hour is too long for every `npm run bench`: it runs
 * with BENCH_LONG=1, and otherwise the figures of its last run stay in docs/benchmarks.md.
 */
import type { BenchResult } from '../bench';
import { runWith } from './gateway.bench';
import { defaultOptions } from './gateway-setup';

export async function run(): Promise<BenchResult | null> {
  if (process.env.BENCH_LONG !== '1') {
    process.stderr.write(
      '  carga longa do gateway: pulada (BENCH_LONG=1 para rodar; mantém a última medida)\n',
    );
    return null;
  }
  const clients = Number(process.env.BENCH_SOAK_CLIENTS ?? 2000);
  const minutes = Number(process.env.BENCH_SOAK_MIN ?? 30);
  const rate = 1;
  return runWith({
    ...defaultOptions(),
    clients,
    runs: 1,
    cpuServers: ['gateway'],
    sweepServers: ['gateway'],
    sweep: [{ rate, events: Math.round(minutes * 60 * rate) }],
    title: `Gateway em carga longa: ${clients} clientes Socket.IO por ${minutes} min`,
  });
}
