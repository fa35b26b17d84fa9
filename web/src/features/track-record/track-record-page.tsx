import { useSearchParams } from 'react-router-dom';
import type { RecordKind } from '@sinais/shared';
import { DemoNotice } from '@/components/demo-notice/demo-notice';
import { GateBanner } from '@/lib/member-gate';
import { useSimulatedPrices } from '@/lib/market-source';
import { Page } from '@/components/page-header';
import { TabList } from '@/components/tab-list/tab-list';
import { useExperimentalOptIn } from '@/lib/experimental-opt-in';
import { useSeesExperimental } from '@/lib/live/experimental-store';
import { useSessionStore } from '@/lib/session';
import { PublicRecordIntro } from './record-notices';
import { RecordView } from './record-view';
import '@/styles/member-area.css';
import './track-record.css';

const TABS: Array<{ id: RecordKind; label: string }> = [
  { id: 'published', label: 'Publicados' },
  { id: 'experimental', label: 'Experimentais' },
];

/**
 * "Histórico de desempenho" (public, issue 30: the landing links it and a visitor reads it without logging in): the
 * published record, and for those who see experimental signals a second tab with
 * the separate record of experimental ones (`?historico=experimental`). The two are never added together.
 */
export function TrackRecordPage() {
  useExperimentalOptIn();
  const sees = useSeesExperimental();
  const demo = useSimulatedPrices() === true;
  const visitor = useSessionStore((s) => s.token === null);
  const [params, setParams] = useSearchParams();
  const record: RecordKind =
    sees && params.get('historico') === 'experimental' ? 'experimental' : 'published';

  return (
    <Page
      className="track-page"
      eyebrow="Desempenho"
      title="Histórico de desempenho"
      subtitle={
        record === 'experimental'
          ? 'Sinais experimentais (não aprovados pelo portão de estratégias): um histórico à parte, nunca somado ao publicado.'
          : demo
            ? 'Todos os sinais de demonstração (preços simulados): confirmados, rejeitados, expirados e em aberto.'
            : 'Todos os sinais publicados: confirmados, rejeitados, expirados e em aberto.'
      }
    >
      {demo ? <DemoNotice /> : null}
      {visitor ? <PublicRecordIntro /> : null}
      {sees ? (
        <TabList
          label="Histórico"
          tabs={TABS}
          current={record}
          onPick={(id) => setParams(id === 'experimental' ? { historico: 'experimental' } : {})}
          className="track-tabs"
          tabClassName={(selected) => `btn btn--sm${selected ? ' btn--primary' : ''}`}
          tabTestId={(id) => `track-tab-${id}`}
        />
      ) : null}
      {record === 'published' ? <GateBanner now={Date.now()} /> : null}
      <RecordView key={record} record={record} />
    </Page>
  );
}
