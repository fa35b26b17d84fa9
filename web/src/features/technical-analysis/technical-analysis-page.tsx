import { PagePlaceholder } from '@/components/page-placeholder';

export function TechnicalAnalysisPage() {
  return <PagePlaceholder eyebrow="Administração" title="Análise Técnica" description="Análise sequencial dos 150 pares em tempo real." />;
}
