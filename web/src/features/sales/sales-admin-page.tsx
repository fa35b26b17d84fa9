import { useState } from 'react';
import { SALES_MESSAGES, salesConfigSchema, type SalesConfig } from '@sinais/shared';
import { Alert } from '@/components/alert';
import { PageHeader } from '@/components/page-header';
import { TabList } from '@/components/tab-list/tab-list';
import { QueryView, queryErrorText } from '@/components/query-view/query-view';
import { api, useApiMutation, useApiQuery } from '@/lib/api';
import { usePageTitle } from '@/lib/use-page-title';
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
  const server = useApiQuery(api.sales.config, undefined, { auth: false });
  // The admin's edits, over the server's copy until saved; `version` is the base the save sends.
  const [draft, setDraft] = useState<{ config: SalesConfig; version: number } | null>(null);
  const [tab, setTab] = useState<Tab>('Headlines');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const current =
    draft ?? (server.data ? { config: server.data.config, version: server.data.version } : null);
  const config = current?.config ?? null;
  const version = current?.version ?? 0;

  const saving = useApiMutation(api.sales.saveConfig, {
    onSuccess: (res) => {
      setDraft({ config: res.config, version: res.version });
      // The browser copy, which also tells an open /sales tab of this browser at once (storage event).
      writeCachedConfig({ version: res.version, config: res.config });
      setNotice({ tone: 'success', text: SALES_MESSAGES.saved });
    },
    onError: (err) =>
      setNotice({ tone: 'error', text: queryErrorText(err, 'Erro ao salvar. Tente novamente.') }),
  });

  const save = () => {
    if (!config) return;
    setNotice(null);
    const parsed = salesConfigSchema.safeParse(config);
    if (!parsed.success) {
      setNotice({ tone: 'error', text: parsed.error.issues[0]?.message ?? 'Configuração inválida.' });
      return;
    }
    saving.mutate({ body: { config: parsed.data, base_version: version } });
  };

  const update = (patch: Partial<SalesConfig>) =>
    setDraft((d) => {
      const base = d ?? current;
      return base ? { ...base, config: { ...base.config, ...patch } } : d;
    });

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
              onClick={save}
              disabled={!config || saving.isPending}
            >
              {saving.isPending ? 'Salvando...' : 'Salvar Configurações'}
            </button>
          </>
        }
      />
      {notice ? (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      ) : null}
      <QueryView
        query={{ data: config ?? undefined, error: server.error, refetch: server.refetch }}
        errorText="Erro ao carregar a configuração."
        loading={<div className="spinner" aria-label="Carregando" />}
      >
        {(config) => (
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
        )}
      </QueryView>
    </div>
  );
}
