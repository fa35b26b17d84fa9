import { useEffect, useState } from 'react';
import { SALES_MESSAGES, salesConfigSchema, type SalesConfig } from '@sinais/shared';
import { Alert } from '@/components/alert';
import { PageHeader } from '@/components/page-header';
import { TabList } from '@/components/tab-list/tab-list';
import { RetryPanel } from '@/components/retry-panel/retry-panel';
import { HttpError } from '@/lib/http';
import { usePageTitle } from '@/lib/use-page-title';
import { fetchSalesConfig, saveSalesConfig } from './api';
import { writeCachedConfig } from './config-cache';
import { AbTestTab, MetricsTab } from './sales-admin-metrics';
import './sales.css';
import './sales-player.css';
import './sales-admin.css';
import './sales-admin-metrics.css';
import { ButtonsTab } from './buttons-tab';
import { HeadlinesTab } from './headlines-tab';
import { DelayTab, OverlayTab } from './sales-admin-tabs';

const TABS = ['Headlines', 'Botões CTA', 'Delay Timer', 'Overlay Vídeo', 'Métricas', 'A/B Test'] as const;
type Tab = (typeof TABS)[number];

/** /sales-admin (titled Admin - Página de Vendas): the server-side, versioned configuration of /sales. */
export function SalesAdminPage() {
  usePageTitle('Admin - Página de Vendas');
  const [config, setConfig] = useState<SalesConfig | null>(null);
  const [version, setVersion] = useState(0);
  const [tab, setTab] = useState<Tab>('Headlines');
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = () => {
    setLoadError(null);
    fetchSalesConfig()
      .then((res) => {
        setConfig(res.config);
        setVersion(res.version);
      })
      .catch((err: unknown) =>
        setLoadError(err instanceof Error ? err.message : 'Erro ao carregar a configuração.'),
      );
  };
  useEffect(load, []);

  const save = async () => {
    if (!config) return;
    setNotice(null);
    const parsed = salesConfigSchema.safeParse(config);
    if (!parsed.success) {
      setNotice({ tone: 'error', text: parsed.error.issues[0]?.message ?? 'Configuração inválida.' });
      return;
    }
    setSaving(true);
    try {
      const res = await saveSalesConfig(parsed.data, version);
      setConfig(res.config);
      setVersion(res.version);
      // The browser copy, which also tells an open /sales tab of this browser at once (storage event).
      writeCachedConfig({ version: res.version, config: res.config });
      setNotice({ tone: 'success', text: SALES_MESSAGES.saved });
    } catch (err) {
      setNotice({
        tone: 'error',
        text: err instanceof HttpError ? err.message : 'Erro ao salvar. Tente novamente.',
      });
    } finally {
      setSaving(false);
    }
  };

  const update = (patch: Partial<SalesConfig>) => setConfig((c) => (c ? { ...c, ...patch } : c));

  return (
    <div className="page sa">
      <PageHeader
        eyebrow="Administração"
        title="Admin - Página de Vendas"
        subtitle={config ? `Versão publicada: ${version}` : undefined}
        actions={
          <>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => window.open('/sales', '_blank', 'noopener')}
            >
              Visualizar Página
            </button>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => void save()}
              disabled={!config || saving}
            >
              {saving ? 'Salvando...' : 'Salvar Configurações'}
            </button>
          </>
        }
      />
      {notice ? (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      ) : null}
      {loadError ? <RetryPanel message={loadError} onRetry={load} /> : null}
      {!config && !loadError ? <div className="spinner" aria-label="Carregando" /> : null}
      {config ? (
        <>
          <TabList
            label="Seções da configuração"
            tabs={TABS.map((t) => ({ id: t, label: t }))}
            current={tab}
            onPick={setTab}
            className="sa-tabs"
            tabClassName={(selected) => `tab sa-tab${selected ? ' tab--active' : ''}`}
          />
          <section className="sa-panel" role="tabpanel" aria-label={tab}>
            {tab === 'Headlines' ? <HeadlinesTab config={config} update={update} /> : null}
            {tab === 'Botões CTA' ? <ButtonsTab config={config} update={update} /> : null}
            {tab === 'Delay Timer' ? <DelayTab config={config} update={update} /> : null}
            {tab === 'Overlay Vídeo' ? <OverlayTab config={config} update={update} /> : null}
            {tab === 'Métricas' ? <MetricsTab /> : null}
            {tab === 'A/B Test' ? <AbTestTab config={config} update={update} /> : null}
          </section>
        </>
      ) : null}
    </div>
  );
}
