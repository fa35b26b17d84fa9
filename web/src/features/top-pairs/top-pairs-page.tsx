import { PagePlaceholder } from '@/components/page-placeholder';

export function TopPairsPage() {
  return <PagePlaceholder eyebrow="Administração" title="TOP 150 Pares" description="Os pares USDT selecionados para análise." />;
}
