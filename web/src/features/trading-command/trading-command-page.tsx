import { PagePlaceholder } from '@/components/page-placeholder';

export function TradingCommandPage() {
  return <PagePlaceholder eyebrow="Administração" title="Trading Command Center" description="Status das APIs, Bitcoin, métricas e sinais do dia." />;
}
