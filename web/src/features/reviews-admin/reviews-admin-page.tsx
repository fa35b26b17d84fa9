import type { AdminReview, FigureSource } from '@sinais/shared';
import { AdminPage, EmptyState, Panel, adminErrorMessage } from '@/components/admin/console';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { ErrorNote } from '@/components/error-note';
import { api, useApiMutation, useApiQuery } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import './reviews-admin.css';

const STATUS: Record<AdminReview['status'], string> = {
  pending: 'Aguardando',
  published: 'Publicada',
  rejected: 'Recusada',
};

function useDecision() {
  return useApiMutation(api.courses.decideReview, { invalidates: [api.courses.adminSocialProof] });
}

function Decide({ review, decision }: { review: AdminReview; decision: ReturnType<typeof useDecision> }) {
  const go = (status: 'published' | 'rejected') =>
    decision.mutate({ params: { id: review.id }, body: { status } });
  return (
    <div className="ac-toolbar">
      {review.status !== 'published' ? (
        <button
          type="button"
          className="btn btn--primary btn--sm"
          disabled={!review.consent || decision.isPending}
          title={review.consent ? undefined : 'O aluno não autorizou a publicação.'}
          onClick={() => go('published')}
        >
          Publicar
        </button>
      ) : null}
      {review.status !== 'rejected' ? (
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={decision.isPending}
          onClick={() => go('rejected')}
        >
          {review.status === 'published' ? 'Despublicar' : 'Recusar'}
        </button>
      ) : null}
    </div>
  );
}

function FigureCard({ f }: { f: FigureSource }) {
  return (
    <article className="rv-figure" data-testid="figure-source">
      <header>
        <strong>{f.figure}</strong> <span className="rv-figure__value">{f.value}</span>
      </header>
      <p className="ac-muted">{f.rule}</p>
      {f.records.length ? (
        <details>
          <summary>{f.records.length} registro(s) contado(s)</summary>
          <ul>
            {f.records.map((r, i) => (
              <li key={i}>
                <strong>{r.label}</strong> — {r.detail}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </article>
  );
}

/** /admin/avaliacoes: where each figure of the sales pages comes from, and the buyers' reviews to moderate. */
export function ReviewsAdminPage() {
  const q = useApiQuery(api.courses.adminSocialProof);
  const decision = useDecision();
  const columns: Column<AdminReview>[] = [
    { header: 'Enviada', className: 'ac-mono', cell: (r) => formatDateTime(r.updated_at) },
    { header: 'Curso', cell: (r) => r.course_name },
    { header: 'Aluno', cell: (r) => `${r.buyer_name} <${r.buyer_email}>` },
    { header: 'Nota', cell: (r) => `${r.rating}/5` },
    {
      header: 'Avaliação',
      cell: (r) => `“${r.text}” — ${r.display_name}${r.location ? `, ${r.location}` : ''}`,
    },
    { header: 'Autoriza publicar', cell: (r) => (r.consent ? 'Sim' : 'Não') },
    { header: 'Situação', cell: (r) => STATUS[r.status] },
    { header: 'Ações', cell: (r) => <Decide review={r} decision={decision} /> },
  ];
  return (
    <AdminPage
      title="Avaliações e números"
      subtitle="Cada número das páginas de venda vem destes registros; sem registro, a página não mostra o número."
    >
      {q.error ? <ErrorNote>{adminErrorMessage(q.error)}</ErrorNote> : null}
      {decision.error ? <ErrorNote>{adminErrorMessage(decision.error)}</ErrorNote> : null}
      <Panel title="De onde vêm os números">
        <div className="rv-figures">
          {(q.data?.figures ?? []).map((f) => (
            <FigureCard key={f.figure} f={f} />
          ))}
        </div>
      </Panel>
      <Panel title="Avaliações dos alunos">
        {q.data && q.data.reviews.length === 0 ? (
          <EmptyState title="Nenhuma avaliação enviada ainda" />
        ) : (
          <DataTable
            columns={columns}
            rows={q.data?.reviews ?? []}
            rowKey={(r) => r.id}
            testId="review-rows"
          />
        )}
      </Panel>
    </AdminPage>
  );
}
