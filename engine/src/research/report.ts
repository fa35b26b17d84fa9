import type { ResearchResult } from './run-research';

/** Placeholder replaced below once the result shape is final. */
export function researchReport(r: ResearchResult): string {
  return `# Pesquisa\n\n${r.variantsRecorded} variantes registradas.\n`;
}
