import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMANDS, runCli, type CliIo } from './commands';

const capture = (): CliIo & { stdout: string; stderr: string } => {
  const io = {
    stdout: '',
    stderr: '',
    out: (s: string) => void (io.stdout += s),
    err: (s: string) => void (io.stderr += s),
  };
  return io;
};

afterEach(() => vi.restoreAllMocks());

describe('engine CLI: --help and -h on every subcommand', () => {
  const names = Object.keys(COMMANDS);

  it('registers the documented subcommands', () => {
    expect(names.sort()).toEqual(['analyze', 'backtest', 'evaluate', 'export-derivatives', 'research']);
  });

  for (const name of names)
    for (const help of ['--help', '-h'])
      it(`${name} ${help}: prints the usage, exits 0 and runs nothing`, async () => {
        const action = vi.spyOn(COMMANDS[name]!, 'action');
        const io = capture();
        // Next to arguments that would otherwise start real work (research would run for minutes).
        const code = await runCli(name, ['--data', '/nonexistent', '--check', help], io);
        expect(code).toBe(0);
        expect(io.stdout).toBe(`${COMMANDS[name]!.usage}\n`);
        expect(io.stdout).toContain(`uso: ${name}`);
        expect(io.stderr).toBe('');
        expect(action).not.toHaveBeenCalled();
      });

  it('runs the action without --help, and a bad argument prints the error and the usage (exit 1)', async () => {
    const io = capture();
    expect(await runCli('backtest', [], io)).toBe(1);
    expect(io.stderr).toContain('erro: --dir é obrigatório');
    expect(io.stderr).toContain(COMMANDS.backtest!.usage);
  });

  it('refuses an unknown subcommand, naming the known ones', async () => {
    const io = capture();
    expect(await runCli('resarch', ['--help'], io)).toBe(1);
    expect(io.stderr).toContain('comando desconhecido "resarch"');
    expect(io.stderr).toContain('research');
  });
});
