import { readFileSync } from 'node:fs';

/** The package version (BUILD_VERSION, set by the image build, takes precedence in the config). */
export function buildVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? 'desconhecida';
  } catch {
    return 'desconhecida';
  }
}
