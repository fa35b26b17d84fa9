import { z } from 'zod';
import { openDatabase } from '@sinais/shared/server';
import { loadEngineConfig } from '../config/env';
import { createDerivativesStore } from '../data/derivatives.store';
import { exportDerivatives } from '../derivatives/export';

export const EXPORT_DERIVATIVES_USAGE = `uso: export-derivatives --out DIR [--symbols BTCUSDT,ETHUSDT]
Grava o histórico de derivativos que o motor registrou da Binance (funding, open interest e basis mark/índice,
docs/engine.md §2.1) em DIR: um JSON por par e série no formato de ../shared/data/market/funding, manifest.json
e README.md. Lê o banco de DATABASE_URL (PostgreSQL) ou de DATA_DIR (armazenamento embutido: pare o serviço
antes, ele é de um processo só).`;

const argsSchema = z.object({
  out: z.string().min(1, '--out é obrigatório'),
  symbols: z
    .string()
    .regex(/^[A-Z0-9]+(,[A-Z0-9]+)*$/, '--symbols: símbolos em maiúsculas separados por vírgula')
    .transform((s) => s.split(','))
    .optional(),
});

function flag(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

/** `export-derivatives`: the exit code; `--help`/`-h` prints the usage and touches nothing. */
export async function exportDerivativesCommand(
  args: readonly string[],
  io: { out: (s: string) => void; err: (s: string) => void } = {
    out: (s) => process.stdout.write(s),
    err: (s) => process.stderr.write(s),
  },
): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.out(`${EXPORT_DERIVATIVES_USAGE}\n`);
    return 0;
  }
  const parsed = argsSchema.safeParse({ out: flag(args, 'out') ?? '', symbols: flag(args, 'symbols') });
  if (!parsed.success) {
    io.err(`erro: ${parsed.error.issues[0]?.message}\n${EXPORT_DERIVATIVES_USAGE}\n`);
    return 1;
  }
  const config = loadEngineConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    applicationName: 'sinais-export-derivatives',
  });
  try {
    const manifest = await exportDerivatives(
      createDerivativesStore(db),
      parsed.data.out,
      parsed.data.symbols,
    );
    for (const m of manifest) io.out(`${m.file}: ${m.rows} linhas, ${m.first} → ${m.last}\n`);
    io.out(`${manifest.length} arquivo(s) em ${parsed.data.out}\n`);
    return 0;
  } finally {
    await db.close();
  }
}
