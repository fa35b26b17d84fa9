import { useSearchParams } from 'react-router-dom';
import type { RecordKind } from '@sinais/shared';
import { GateBanner } from '@/lib/member-gate';
import { PageHeader } from '@/components/page-header';
import { useExperimentalOptIn } from '@/lib/experimental-opt-in';
import { useSeesExperimental } from '@/lib/live/experimental-store';
import { RecordView } from './record-view';
import '@/styles/member-area.css';
import './track-record.css';

const TABS: Array<{ record: RecordKind; label: string }> = [
  { record: 'published', label: 'Publicados' },
  { record: 'experimental', label: 'Experimentais' },
];

/**
 * "Histórico de desempenho": the published record, and for those who see experimental signals a second tab with
 * the separate record of experimental ones (`?historico=experimental`). The two are never added together.
 */
export function TrackRecordPage() {
  useExperimentalOptIn();
  const sees = useSeesExperimental();
  const [params, setParams] = useSearchParams();
  const record: RecordKind =
    sees && params.get('historico') === 'experimental' ? 'experimental' : 'published';

  return (
    <section className="page track-page" aria-labelledby="page-title">
      <PageHeader
        eyebrow="Desempenho"
        title="Histórico de desempenho"
        subtitle={
          record === 'experimental'
            ? 'Sinais experimentais (não aprovados pelo portão de estratégias): um histórico à parte, nunca somado ao publicado.'
            : 'Todos os sinais publicados: confirmados, rejeitados, expirados e em aberto.'
        }
      />
      {sees ? (
        <div className="track-tabs" role="tablist" aria-label="Histórico">
          {TABS.map((t) => (
            <button
              key={t.record}
              type="button"
              role="tab"
              aria-selected={record === t.record}
              className={`btn btn--sm${record === t.record ? ' btn--primary' : ''}`}
              data-testid={`track-tab-${t.record}`}
              onClick={() => setParams(t.record === 'experimental' ? { historico: 'experimental' } : {})}
            >
              {t.label}
            </button>
          ))}
        </div>
      ) : null}
      {record === 'published' ? <GateBanner now={Date.now()} /> : null}
      <RecordView key={record} record={record} />
    </section>
  );
}
