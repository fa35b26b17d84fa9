import { PagePlaceholder } from '@/components/page-placeholder';

export function SignalMonitoringPage() {
  return <PagePlaceholder eyebrow="Administração" title="Monitoramento de Sinais" description="Sinais pendentes em análise pelo sistema de monitoramento." />;
}
