import { loadEngineConfig } from '../config/env';
import { formatEvaluation } from '../evaluation/format-evaluation';
import { DEFAULT_DATA_ROOT } from '../research/training-data';
import { analyzeFile } from './analyze';
import { backtestDir, formatReport } from './backtest';
import { evaluateDir } from './evaluate';
import { evaluateGateCommand } from './evaluate-gate';
import { EXPORT_DERIVATIVES_USAGE, exportDerivativesCommand } from './export-derivatives';
import { researchCommand } from './research';

/** Where a command writes: stdout and stderr in the process, spies in the tests. */
export interface CliIo {
  out(s: string): void;
  err(s: string): void;
}

/** A bad argument: printed as `erro: …` with the command's usage, exit code 1. */
export class UsageError extends Error {}

export interface CliCommand {
  /** Printed for `--help`/`-h` (exit 0) and after a bad argument (exit 1). */
  usage: string;
  /** Runs the command with its arguments; the exit code. Never called for `--help`/`-h`. */
  action(args: readonly string[], io: CliIo): Promise<number>;
}

const flag = (args: readonly string[], name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

const required = (args: readonly string[], name: string): string => {
  const v = flag(args, name);
  if (v === undefined) throw new UsageError(`--${name} é obrigatório`);
  return v;
};

function dateFlag(args: readonly string[], name: string): number | undefined {
  const v = flag(args, name);
  if (v === undefined) return undefined;
  const t = Date.parse(v);
  if (!Number.isFinite(t) || !/^\d{4}-\d{2}-\d{2}/.test(v)) throw new UsageError(`--${name} inválido: ${v}`);
  return t;
}

function intFlag(args: readonly string[], name: string, def: number, min: number, max: number): number {
  const v = flag(args, name);
  if (v === undefined) return def;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`--${name} inválido: ${v}`);
  return n;
}

const json = (args: readonly string[]) => args.includes('--json');

/** Every operator subcommand of `npm run engine -- <comando>` (docs/engine.md §8). */
export const COMMANDS: Record<string, CliCommand> = {
  analyze: {
    usage: `uso: analyze --file <SÍMBOLO>_<intervalo>.json
Indicadores no último candle e o veredito de cada estratégia, calculados sobre o arquivo inteiro.`,
    async action(args, io) {
      io.out(`${JSON.stringify(analyzeFile(required(args, 'file')))}\n`);
      return 0;
    },
  },
  backtest: {
    usage: `uso: backtest --dir <DIRETÓRIO> [--json]
Reproduz os arquivos <SÍMBOLO>_<intervalo>.json[.gz] do diretório pelo caminho do motor ao vivo.`,
    async action(args, io) {
      const dir = required(args, 'dir');
      const config = loadEngineConfig();
      const report = backtestDir(dir, { threshold: config.threshold, feeRate: config.env.FEE_RATE });
      io.out(`${json(args) ? JSON.stringify(report) : formatReport(report)}\n`);
      return 0;
    },
  },
  evaluate: {
    usage: `uso: evaluate --dir <DIRETÓRIO> [--from AAAA-MM-DD] [--to AAAA-MM-DD] [--folds N] [--resamples N] [--seed N] [--out DIR] [--json]
     evaluate --gate [--data DIR] [--seed N] [--json]
Walk-forward contra entradas aleatórias (--dir) ou o portão semana a semana nos dados de treino (--gate).`,
    async action(args, io) {
      if (args.includes('--gate')) {
        const { evaluation, text } = evaluateGateCommand(
          flag(args, 'data') ?? DEFAULT_DATA_ROOT,
          intFlag(args, 'seed', 1, 0, 2 ** 31),
        );
        io.out(`${json(args) ? JSON.stringify(evaluation) : text}\n`);
        return 0;
      }
      const dir = required(args, 'dir');
      const config = loadEngineConfig();
      const { evaluation, report, chart } = evaluateDir({
        dir,
        from: dateFlag(args, 'from'),
        to: dateFlag(args, 'to'),
        threshold: config.threshold,
        feeRate: config.env.FEE_RATE,
        folds: intFlag(args, 'folds', 4, 0, 12),
        resamples: intFlag(args, 'resamples', 1000, 100, 100_000),
        seed: intFlag(args, 'seed', 1, 0, 2 ** 31),
        out: flag(args, 'out') ?? 'avaliacao',
      });
      if (json(args)) {
        const { trades: _t, equity: _e, ...summary } = evaluation;
        io.out(`${JSON.stringify({ ...summary, report, chart })}\n`);
      } else io.out(`${formatEvaluation(evaluation)}\nrelatório: ${report}\ngráfico: ${chart}\n`);
      return 0;
    },
  },
  research: {
    usage: `uso: research [--data DIR] [--out DIR] [--seed N] [--check]
Refaz a pesquisa registrada a partir dos dados de treino (~6 min de CPU) e grava o registro e o relatório;
com --check, confere número a número com o registro versionado em vez de gravar.`,
    async action(args, io) {
      const { ok, lines } = researchCommand({
        data: flag(args, 'data') ?? DEFAULT_DATA_ROOT,
        out: flag(args, 'out') ?? 'engine/research',
        seed: intFlag(args, 'seed', 1, 0, 2 ** 31),
        check: args.includes('--check'),
      });
      io.out(`${lines.join('\n')}\n`);
      return ok ? 0 : 1;
    },
  },
  'export-derivatives': {
    usage: EXPORT_DERIVATIVES_USAGE,
    action: (args, io) => exportDerivativesCommand(args, io),
  },
};

export const isHelp = (args: readonly string[]) => args.includes('--help') || args.includes('-h');

/**
 * Runs one subcommand: `--help`/`-h` prints its usage and exits 0 without running anything; a bad argument
 * prints the error and the usage, exit 1. Other errors propagate (main.ts maps them to exit codes).
 */
export async function runCli(
  name: string,
  args: readonly string[],
  io: CliIo,
  commands: Record<string, CliCommand> = COMMANDS,
): Promise<number> {
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) {
    io.err(
      `erro: comando desconhecido "${name}" (use ${Object.keys(commands).join(', ')} ou nenhum para o serviço)\n`,
    );
    return 1;
  }
  if (isHelp(args)) {
    io.out(`${command.usage}\n`);
    return 0;
  }
  try {
    return await command.action(args, io);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.err(`erro: ${err.message}\n${command.usage}\n`);
    return 1;
  }
}
